import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { MEGABYTE } from "@internpath/shared/limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DOCX_BYTES,
  ELF_BYTES,
  HTML_BYTES,
  PNG_BYTES,
  padded,
  pdfBytes,
  SVG_BYTES,
} from "../../testing/fixtures.ts";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../../testing/test-app.ts";
import { createApplication } from "../applications/apply.service.ts";
import { createInternship } from "../internships/manage-internships.service.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function storedFiles(userId: string): string[] {
  const folder = path.join(ctx.config.dataDir, "storage", userId);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const openInternship = {
  title: "Intern",
  location: "Remote",
  duration: "3 months",
  description: "Do things",
  requirements: "Care",
  skills: ["Testing"],
  type: "full-time",
  status: "open",
};

describe("uploads: accepted files", () => {
  it.each([
    ["a PDF resume", "resume", pdfBytes(), "cv.pdf", "pdf", "application/pdf"],
    [
      "a DOCX resume",
      "resume",
      DOCX_BYTES,
      "cv.docx",
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["a PNG profile photo", "avatar", PNG_BYTES, "me.png", "png", "image/png"],
    ["a PNG image", "image", PNG_BYTES, "pic.png", "png", "image/png"],
  ])("stores %s under a server-made key and serves it back", async (_label, kind, bytes, name, ext, type) => {
    const { agent, id } = await ctx.signedInAs("student");
    const response = await agent.upload(kind, bytes, name);
    expect(response.status).toBe(201);
    const folder = kind === "resume" ? "resumes" : "uploads";
    expect(response.json.url).toMatch(new RegExp(`^/api/files/${id}/${folder}/[0-9a-f-]{36}\\.${ext}$`));
    const served = await agent.get(response.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(served.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it("stores a company logo on the profile and serves it publicly for an hour of caching", async () => {
    const { agent } = await ctx.signedInAs("company");
    const response = await agent.upload("logo", PNG_BYTES, "logo.png");
    expect(response.status).toBe(201);
    expect((await agent.get("/api/me")).json.user.companyLogoUrl).toBe(response.json.url);
    const anonymous = await ctx.agent().get(response.json.url);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("accepts a file of exactly the limit", async () => {
    const { agent } = await ctx.signedInAs("student");
    expect((await agent.upload("avatar", padded(PNG_BYTES, 5 * MEGABYTE), "big.png")).status).toBe(201);
  });

  it("never uses the file name in the path, even with ../", async () => {
    const { agent, id } = await ctx.signedInAs("student");
    const response = await agent.upload("resume", pdfBytes(), "../../../etc/passwd.pdf");
    expect(response.status).toBe(201);
    expect(response.json.url).not.toContain("..");
    expect(response.json.url).not.toContain("passwd");
    expect(storedFiles(id)).toHaveLength(1);
    expect(storedFiles(id)[0]).toContain(path.join(ctx.config.dataDir, "storage", id, "resumes"));
  });
});

describe("uploads: refused files leave nothing stored", () => {
  it.each([
    [
      "an HTML file renamed .pdf",
      "resume",
      HTML_BYTES,
      "cv.pdf",
      415,
      "Only .pdf, .doc, .docx files are allowed",
    ],
    ["an executable renamed .png", "avatar", ELF_BYTES, "me.png", 415, "Only image files are allowed"],
    [
      "an executable renamed .pdf",
      "resume",
      ELF_BYTES,
      "cv.pdf",
      415,
      "Only .pdf, .doc, .docx files are allowed",
    ],
    ["an SVG (it can carry scripts)", "avatar", SVG_BYTES, "me.svg", 415, "Only image files are allowed"],
    ["a PDF as a profile photo", "avatar", pdfBytes(), "me.png", 415, "Only image files are allowed"],
    ["a PNG as a resume", "resume", PNG_BYTES, "cv.png", 415, "Only .pdf, .doc, .docx files are allowed"],
    [
      "a real PDF named .exe",
      "resume",
      pdfBytes(),
      "cv.exe",
      415,
      "Only .pdf, .doc, .docx files are allowed",
    ],
    [
      "a resume one byte over 10 MB",
      "resume",
      padded(pdfBytes(), 10 * MEGABYTE + 1),
      "cv.pdf",
      413,
      "File size exceeds 10MB limit",
    ],
    [
      "a profile photo one byte over 5 MB",
      "avatar",
      padded(PNG_BYTES, 5 * MEGABYTE + 1),
      "me.png",
      413,
      "File size exceeds 5MB limit",
    ],
    [
      "an image one byte over 5 MB",
      "image",
      padded(PNG_BYTES, 5 * MEGABYTE + 1),
      "pic.png",
      413,
      "File size exceeds 5MB limit",
    ],
    ["an empty file", "avatar", new Uint8Array(0), "me.png", 400, "The file is empty"],
  ])("refuses %s", async (_label, kind, bytes, name, status, message) => {
    const { agent, id } = await ctx.signedInAs("student");
    const response = await agent.upload(kind, bytes, name);
    expect(response.status).toBe(status);
    expect(response.json.error.message).toBe(message);
    expect(storedFiles(id)).toEqual([]);
    expect((await agent.get("/api/me")).json.user).toMatchObject({ avatarUrl: null, resumeUrl: null });
  });

  it("refuses a company logo one byte over 5 MB", async () => {
    const { agent, id } = await ctx.signedInAs("company");
    const response = await agent.upload("logo", padded(PNG_BYTES, 5 * MEGABYTE + 1), "logo.png");
    expect(response.status).toBe(413);
    expect(response.json.error.message).toBe("File size exceeds 5MB limit");
    expect(storedFiles(id)).toEqual([]);
  });

  it("stops reading a body that grows past the limit without a Content-Length", async () => {
    const { agent, id } = await ctx.signedInAs("student");
    let sent = 0;
    const chunk = new Uint8Array(MEGABYTE);
    chunk.set(PNG_BYTES);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 50 * MEGABYTE) controller.close();
      },
    });
    const response = await ctx.app.request("/api/uploads/avatar", {
      method: "PUT",
      body: endless,
      headers: { origin: TEST_ORIGIN, cookie: agent.cookieHeader() },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10 * MEGABYTE);
    expect(storedFiles(id)).toEqual([]);
  });

  it.each([
    ["a company uploading a resume", "company", "resume", pdfBytes(), "cv.pdf"],
    ["a student uploading a company logo", "student", "logo", PNG_BYTES, "logo.png"],
  ] as const)("refuses %s", async (_label, role, kind, bytes, name) => {
    const { agent, id } = await ctx.signedInAs(role);
    expect((await agent.upload(kind, bytes, name)).status).toBe(403);
    expect(storedFiles(id)).toEqual([]);
  });

  it("refuses anonymous uploads and unknown kinds", async () => {
    expect((await ctx.agent().upload("avatar", PNG_BYTES, "me.png")).status).toBe(401);
    const { agent } = await ctx.signedInAs("student");
    expect((await agent.upload("script", PNG_BYTES, "me.png")).status).toBe(404);
  });
});

describe("private resumes", () => {
  it("serves a resume to its owner, the company applied to and admins; 404 to everyone else", async () => {
    const student = await ctx.signedInAs("student");
    const company = await ctx.signedInAs("company");
    const otherCompany = await ctx.signedInAs("company");
    const otherStudent = await ctx.signedInAs("student");
    const admin = await ctx.signedInAs("admin");

    const { url } = (await student.agent.upload("resume", pdfBytes("Private"), "cv.pdf")).json;
    const internship = await createInternship(ctx.db, company.actor, openInternship);
    await createApplication(ctx.db, student.actor, { internshipId: internship.id });

    const matrix = [
      ["owner", student.agent, 200],
      ["company applied to", company.agent, 200],
      ["admin", admin.agent, 200],
      ["other company", otherCompany.agent, 404],
      ["other student", otherStudent.agent, 404],
      ["anonymous", ctx.agent(), 404],
    ] as const;
    for (const [who, agent, status] of matrix) {
      const response = await agent.get(url);
      expect({ who, status: response.status }).toEqual({ who, status });
      if (status === 200) {
        expect(response.headers.get("content-disposition")).toBe('inline; filename="resume.pdf"');
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      }
    }
  });

  it("offers Word resumes as downloads, never inline", async () => {
    const { agent } = await ctx.signedInAs("student");
    const { url } = (await agent.upload("resume", DOCX_BYTES, "cv.docx")).json;
    expect((await agent.get(url)).headers.get("content-disposition")).toBe(
      'attachment; filename="resume.docx"',
    );
  });

  it("keeps the resume an application was sent with when the student replaces it, and removes unused ones", async () => {
    const student = await ctx.signedInAs("student");
    const company = await ctx.signedInAs("company");
    const first = (await student.agent.upload("resume", pdfBytes("First"), "first.pdf")).json.url;
    const internship = await createInternship(ctx.db, company.actor, openInternship);
    const application = await createApplication(ctx.db, student.actor, { internshipId: internship.id });
    expect(application.resumeUrl).toBe(first);

    const second = (await student.agent.upload("resume", pdfBytes("Second"), "second.pdf")).json.url;
    expect((await company.agent.get(first)).status).toBe(200);
    expect((await company.agent.get(second)).status).toBe(404);
    expect((await student.agent.get("/api/me")).json.user.resumeUrl).toBe(second);

    const third = (await student.agent.upload("resume", pdfBytes("Third"), "third.pdf")).json.url;
    expect((await student.agent.get(second)).status).toBe(404);
    expect((await student.agent.get(third)).status).toBe(200);
    expect(storedFiles(student.id)).toHaveLength(2);
  });

  it("removes the previous profile photo when a new one is uploaded", async () => {
    const { agent, id } = await ctx.signedInAs("student");
    const first = (await agent.upload("avatar", PNG_BYTES, "a.png")).json.url;
    await agent.upload("avatar", PNG_BYTES, "b.png");
    expect((await agent.get(first)).status).toBe(404);
    expect(storedFiles(id)).toHaveLength(1);
  });

  it("answers malformed file paths with 404", async () => {
    const { agent } = await ctx.signedInAs("admin");
    for (const url of [
      "/api/files/x/resumes/..%2F..%2Fetc%2Fpasswd",
      "/api/files/a/b/c.pdf",
      "/api/files/abc/resumes/not-a-uuid.pdf",
    ]) {
      expect((await agent.get(url)).status).toBe(404);
    }
  });
});
