import { describe, expect, it } from "vitest";
import { CONNECTION_ERROR, failureMessage, NETWORK_ERROR, safeNext, serverMessage, unexpectedMessage } from "./auth-response";

describe("safeNext", () => {
  it("keeps same-site paths", () => {
    expect(safeNext("/pricing")).toBe("/pricing");
    expect(safeNext("/dashboard/changes?x=1")).toBe("/dashboard/changes?x=1");
    expect(safeNext(["/settings", "/other"])).toBe("/settings");
  });

  it("falls back to /dashboard for anything else", () => {
    for (const bad of [undefined, null, "", "https://evil.example", "//evil.example", "/\\evil.example", "dashboard"]) {
      expect(safeNext(bad)).toBe("/dashboard");
    }
  });
});

describe("serverMessage", () => {
  it("reads error.message, a string error, or message", () => {
    expect(serverMessage({ error: { code: "x", message: "Invalid email or password" } })).toBe("Invalid email or password");
    expect(serverMessage({ error: "Too many attempts" })).toBe("Too many attempts");
    expect(serverMessage({ message: "Nope" })).toBe("Nope");
    expect(serverMessage(null)).toBeUndefined();
    expect(serverMessage({ error: {} })).toBeUndefined();
  });
});

describe("unexpectedMessage", () => {
  it("prefixes 'Error: ' or gives the connection hint", () => {
    expect(unexpectedMessage(new Error("Unexpected token"))).toBe("Error: Unexpected token");
    expect(unexpectedMessage(new Error(""))).toBe(CONNECTION_ERROR);
    expect(unexpectedMessage("weird")).toBe(CONNECTION_ERROR);
  });
});

describe("failureMessage", () => {
  it("names a fetch that got no answer a network error, anything else as unexpected", () => {
    expect(failureMessage(new TypeError("Failed to fetch"))).toBe(NETWORK_ERROR);
    expect(failureMessage(new Error("No access token in the server response"))).toBe("Error: No access token in the server response");
    expect(failureMessage("odd")).toBe(CONNECTION_ERROR);
  });
});
