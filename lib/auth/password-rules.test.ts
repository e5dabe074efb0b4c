import { describe, it, expect } from "vitest";
import { strengthLabel, rulesMet, validateSignup, newPasswordError, normalizePassword } from "./password-rules";
import { guardDecision } from "@/lib/client/storage";

describe("password rules and strength", () => {
  it("labels strength by the number of rules met", () => {
    expect(strengthLabel("")).toBe("Very Weak");
    expect(strengthLabel("a")).toBe("Weak");
    expect(strengthLabel("aA")).toBe("Fair");
    expect(strengthLabel("aA1")).toBe("Good");
    expect(strengthLabel("aA1!")).toBe("Strong");
    expect(strengthLabel("aA1!aaaaaaaa")).toBe("Very Strong");
    expect(rulesMet("abcdefghijkl")).toBe(2);
  });

  it("gives the specification's signup messages", () => {
    expect(validateSignup({ name: "", email: "", password: "" })).toEqual({ name: "Name is required", email: "Email is required", password: "Password is required" });
    expect(validateSignup({ name: "A", email: "nope", password: "short1A!" }).email).toBe("Please enter a valid email");
    expect(validateSignup({ name: "A", email: "a@b.co", password: "short1A!" }).password).toBe("Password does not meet all requirements");
    expect(validateSignup({ name: "A", email: "a@b.co", password: "Long-enough-1", confirmPassword: "Long-enough-2" }).confirmPassword).toBe("Passwords don't match");
    expect(validateSignup({ name: "A", email: "a@b.co", password: "Long-enough-1", confirmPassword: "Long-enough-1" })).toEqual({});
  });

  it("refuses leading/trailing whitespace and more than 128 characters, never trims", () => {
    expect(newPasswordError(" Long-enough-1")).toBe("Password cannot start or end with a space");
    expect(newPasswordError("Long-enough-1\u00a0")).toBe("Password cannot start or end with a space");
    expect(newPasswordError("Long enough 1!")).toBeNull();
    expect(newPasswordError(`Aa1!${"x".repeat(124)}`)).toBeNull();
    expect(newPasswordError(`Aa1!${"x".repeat(125)}`)).toBe("Password must be at most 128 characters");
    expect(newPasswordError(`Aa1!${"🦊".repeat(124)}`)).toBeNull();
    expect(validateSignup({ name: "A", email: "a@b.co", password: "Long-enough-1 " }).password).toBe("Password cannot start or end with a space");
    expect(normalizePassword("Cafe\u0301")).toBe("Caf\u00e9");
    expect(normalizePassword(" a ")).toBe(" a ");
  });
});

describe("client route guard (spec §4)", () => {
  const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, "")}.s`;
  it("sends visitors without a token to login", () => expect(guardDecision(null)).toBe("login"));
  it("treats an expired three-part token as expired", () => expect(guardDecision(jwt(1000), 2_000_000)).toBe("expired"));
  it("allows a valid token", () => expect(guardDecision(jwt(Date.now() / 1000 + 60))).toBe("ok"));
  it("sends an unparseable token to login", () => expect(guardDecision("a.b.c")).toBe("login"));
});
