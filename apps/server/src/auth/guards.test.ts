import { describe, expect, it } from "vitest";
import { internships } from "../db/schema/marketplace.ts";
import { AppError } from "../lib/app-error.ts";
import { isOwnerOrAdmin, ownedBy, requireActor, requireRole } from "./guards.ts";
import type { Actor } from "./session.ts";

const student: Actor = { id: "s-1", role: "student", email: "s@example.com" };
const company: Actor = { id: "c-1", role: "company", email: "c@example.com" };
const admin: Actor = { id: "a-1", role: "admin", email: "a@example.com" };

function failure(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { status: (error as AppError).status, message: (error as AppError).message };
  }
  throw new Error("expected the guard to refuse");
}

describe("requireActor", () => {
  it("answers 401 when signed out, with the caller's message when given", () => {
    expect(failure(() => requireActor(null))).toEqual({ status: 401, message: "Please sign in to continue" });
    expect(failure(() => requireActor(null, "Please sign in to send messages")).message).toBe(
      "Please sign in to send messages",
    );
    expect(requireActor(student)).toBe(student);
  });
});

describe("requireRole", () => {
  it("lets the listed roles through and refuses the others with 403", () => {
    expect(requireRole(company, ["company", "admin"])).toBe(company);
    expect(requireRole(admin, ["company", "admin"])).toBe(admin);
    expect(failure(() => requireRole(student, ["company", "admin"]))).toEqual({
      status: 403,
      message: "You do not have permission to do this",
    });
    expect(failure(() => requireRole(company, ["student"], "Only students can apply")).message).toBe(
      "Only students can apply",
    );
  });

  it("asks a signed-out visitor to sign in (401) before looking at roles", () => {
    expect(failure(() => requireRole(null, ["student"], "Only students", "Sign in to apply"))).toEqual({
      status: 401,
      message: "Sign in to apply",
    });
  });
});

describe("ownership", () => {
  it("limits a non-admin's query to their own rows and leaves admins unlimited", () => {
    expect(ownedBy(company, internships.companyId)).toBeDefined();
    expect(ownedBy(admin, internships.companyId)).toBeUndefined();
  });

  it("knows owners and admins, and no one else", () => {
    expect(isOwnerOrAdmin(company, "c-1")).toBe(true);
    expect(isOwnerOrAdmin(admin, "c-1")).toBe(true);
    expect(isOwnerOrAdmin(company, "c-2")).toBe(false);
    expect(isOwnerOrAdmin(student, "c-1")).toBe(false);
    expect(isOwnerOrAdmin(null, "c-1")).toBe(false);
    expect(isOwnerOrAdmin(company, null)).toBe(false);
  });
});
