import { isAppPath } from "@internpath/shared/app-path";
import type { OutgoingMail } from "./mailer.ts";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const ZERO_WIDTH_SPACE = "\u200B";

/**
 * Text someone else chose (a name, a title, a message) as it goes into a mail: a zero-width space after
 * every dot, `@` and `:` that sits inside a word, so no mail client turns "evil.example" or
 * "https://evil.example" into a clickable link that seems to come from us. Readers see the same text.
 */
export function unlinked(text: string): string {
  return text.replace(/([.@:])(?=[\p{L}\p{N}/])/gu, `$1${ZERO_WIDTH_SPACE}`);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#64748b">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</div></body></html>`;
}

export function verificationMail(to: string, name: string, url: string): OutgoingMail {
  const greeting = name ? `Hi ${unlinked(name)},` : "Hi,";
  const lines = [greeting, "Confirm your email address to finish creating your InternPath account."];
  return {
    to,
    subject: "Confirm your InternPath account",
    text: `${lines.join("\n\n")}\n\nConfirm your email: ${url}\n\nIf you did not sign up, ignore this email.`,
    html: layout("Confirm your email", lines, { label: "Confirm email", url }),
  };
}

export function passwordResetMail(to: string, name: string, url: string): OutgoingMail {
  const greeting = name ? `Hi ${unlinked(name)},` : "Hi,";
  const lines = [
    greeting,
    "Someone asked to reset the password of your InternPath account. The link works for one hour.",
  ];
  return {
    to,
    subject: "Reset your InternPath password",
    text: `${lines.join("\n\n")}\n\nReset your password: ${url}\n\nIf it was not you, ignore this email: your password stays the same.`,
    html: layout("Reset your password", lines, { label: "Reset password", url }),
  };
}

/** The way in when failed sign-ins have locked the password out (docs/product.md, "Sign-in limits"). */
export function signInLinkMail(to: string, name: string, url: string): OutgoingMail {
  const greeting = name ? `Hi ${unlinked(name)},` : "Hi,";
  const lines = [
    greeting,
    "Someone asked for a link to sign in to your InternPath account. It works once, for 15 minutes.",
  ];
  return {
    to,
    subject: "Your InternPath sign-in link",
    text: `${lines.join("\n\n")}\n\nSign in: ${url}\n\nIf it was not you, ignore this email: nobody can use the link without it. If someone keeps trying your password, consider changing it.`,
    html: layout("Sign in to InternPath", lines, { label: "Sign in", url }),
  };
}

/** Sign-up answers the same for a registered email; its owner learns about the attempt here instead. */
export function existingAccountMail(to: string, name: string, appUrl: string): OutgoingMail {
  const greeting = name ? `Hi ${unlinked(name)},` : "Hi,";
  const lines = [
    greeting,
    "Someone tried to create an InternPath account with this email address, which already has an account.",
    "If it was you, sign in instead, or reset your password from the sign-in page. If it was not you, you can ignore this email.",
  ];
  const signIn = `${appUrl}/auth/signin`;
  return {
    to,
    subject: "Someone tried to sign up with your email",
    text: `${lines.join("\n\n")}\n\nSign in: ${signIn}`,
    html: layout("You already have an account", lines, { label: "Sign in", url: signIn }),
  };
}

/** An account an admin made: whom it is for, and the link that sets its password. */
export type InvitationMailData = {
  name: string;
  role: "student" | "company" | "admin";
  /** The company's name, for a company account. */
  companyName: string | null;
  url: string;
  /** When the link stops working (ISO). */
  expiresAt: string;
};

const INVITED_AS = {
  student: "a student account",
  company: "a company account",
  admin: "an administrator account",
} as const;

/** The invitation: a link that sets the password once, within INVITATION_VALID_DAYS. */
export function invitationMail(to: string, data: InvitationMailData): OutgoingMail {
  const greeting = data.name ? `Hi ${unlinked(data.name)},` : "Hi,";
  const account =
    data.role === "company" && data.companyName
      ? `${INVITED_AS.company} for ${unlinked(data.companyName)}`
      : INVITED_AS[data.role];
  const expires = new Date(data.expiresAt).toUTCString().replace(" GMT", " UTC");
  const lines = [
    greeting,
    `An InternPath administrator created ${account} for you. Set your password to sign in.`,
    `The link works once and until ${expires}. After that, use "Forgot password?" on the sign-in page.`,
  ];
  return {
    to,
    subject: "You're invited to InternPath",
    text: `${lines.join("\n\n")}\n\nSet your password: ${data.url}\n\nIf you did not expect this email, you can ignore it.`,
    html: layout("Welcome to InternPath", lines, { label: "Set your password", url: data.url }),
  };
}

/** What a notification mail is about, and where its button leads. */
export type NotificationMailData = {
  name: string;
  type: string;
  title: string;
  content: string;
  /** Where the button leads, when not the page for the type (a path of the app, and its label). */
  link?: { path: string; label: string } | null;
};

const NOTIFICATION_PAGES: Record<string, { path: string; label: string }> = {
  message: { path: "/messages", label: "Open messages" },
  application: { path: "/company/applications", label: "Review applications" },
  status_change: { path: "/applications", label: "See my applications" },
};

/** A notification by mail: what happened, a link to the page, and how to stop these mails. */
export function notificationMail(to: string, data: NotificationMailData, appUrl: string): OutgoingMail {
  // Only a path of the app follows our origin: "@evil.example" or "/\evil.example" would name another host.
  const link = data.link && isAppPath(data.link.path) ? data.link : null;
  const page = link ?? NOTIFICATION_PAGES[data.type] ?? { path: "/dashboard", label: "Open InternPath" };
  const url = `${appUrl}${page.path}`;
  const settings = `${appUrl}/profile`;
  const greeting = data.name ? `Hi ${unlinked(data.name)},` : "Hi,";
  const title = unlinked(data.title);
  const lines = [greeting, unlinked(data.content) || title];
  const stop = `You get these emails because email notifications are on in your profile. Turn them off: ${settings}`;
  return {
    to,
    subject: title,
    text: `${lines.join("\n\n")}\n\n${page.label}: ${url}\n\n${stop}`,
    html: layout(title, [...lines, stop], { label: page.label, url }),
  };
}

/** The weekly digest's facts (jobs/follow-through-jobs.ts). */
export type PendingDigestMailData = {
  name: string;
  companyName: string;
  pending: number;
  oldestAppliedAt: string;
  days: number;
};

/** Monday's reminder to a company: applications waiting for a first look, and where to review them. */
export function pendingDigestMail(to: string, data: PendingDigestMailData, appUrl: string): OutgoingMail {
  const url = `${appUrl}/company/applications?status=pending`;
  const settings = `${appUrl}/profile`;
  const greeting = data.name ? `Hi ${data.name},` : "Hi,";
  const count = data.pending === 1 ? "1 application has" : `${data.pending} applications have`;
  const oldest = data.oldestAppliedAt.slice(0, 10);
  const subject =
    data.pending === 1
      ? "1 application is waiting for your review"
      : `${data.pending} applications are waiting for your review`;
  const lines = [
    greeting,
    `${count} been pending for more than ${data.days} days${data.companyName ? ` at ${data.companyName}` : ""}. The oldest arrived on ${oldest}.`,
    "Students see how quickly companies respond. A short review, or a kind no, helps them move on.",
  ];
  const stop = `You get these emails because email notifications are on in your profile. Turn them off: ${settings}`;
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}\n\nReview applications: ${url}\n\n${stop}`,
    html: layout(subject, [...lines, stop], { label: "Review applications", url }),
  };
}
