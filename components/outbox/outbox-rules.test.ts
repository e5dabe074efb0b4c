import { describe, expect, it } from "vitest";
import { kindLabel, renderableMail, textParts } from "./outbox-rules";

describe("outbox rules", () => {
  it("makes a mail's links open in the top window, with or without a head", () => {
    expect(renderableMail('<html><head lang="en"><title>x</title></head><body><a href="/v">v</a></body></html>')).toBe('<html><head lang="en"><base target="_top"><title>x</title></head><body><a href="/v">v</a></body></html>');
    expect(renderableMail("<p>Hi</p>")).toBe('<base target="_top"><p>Hi</p>');
    expect(renderableMail('<a href="https://x.test/v" target="_blank" style="color:red">Go</a><a target=_self href="/y">y</a>')).toBe('<base target="_top"><a href="https://x.test/v" style="color:red">Go</a><a href="/y">y</a>');
  });

  it("splits plain text into text and http(s) links only", () => {
    expect(textParts("Confirm: http://127.0.0.1:3000/verify-email?token=a_b-1 (24 hours). javascript:alert(1)")).toEqual([
      { text: "Confirm: " },
      { text: "http://127.0.0.1:3000/verify-email?token=a_b-1", href: "http://127.0.0.1:3000/verify-email?token=a_b-1" },
      { text: " (24 hours). javascript:alert(1)" },
    ]);
    expect(textParts("")).toEqual([]);
  });

  it("labels kinds of mail", () => {
    expect(kindLabel("verify-email")).toBe("Verification");
    expect(kindLabel("plan-paused")).toBe("Plan paused");
  });
});
