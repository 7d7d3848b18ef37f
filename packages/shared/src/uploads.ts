import { IMAGE_MAX_BYTES, MEGABYTE, RESUME_MAX_BYTES } from "./limits.ts";

export const UPLOAD_KINDS = ["avatar", "resume", "logo", "image"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const IMAGE_EXTENSIONS = ["png", "jpg", "gif", "webp", "avif", "bmp"] as const;
export const RESUME_EXTENSIONS = ["pdf", "doc", "docx"] as const;

export type UploadRule = {
  folder: "uploads" | "resumes" | "logos";
  maxBytes: number;
  /** Extensions we store, decided from the file's bytes. */
  extensions: readonly string[];
  imagesOnly: boolean;
  /** What the `accept` attribute of a file input offers. */
  accept: string;
  successMessage: string;
};

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  avatar: {
    folder: "uploads",
    maxBytes: IMAGE_MAX_BYTES,
    extensions: IMAGE_EXTENSIONS,
    imagesOnly: true,
    accept: "image/*",
    successMessage: "Profile photo uploaded successfully",
  },
  resume: {
    folder: "resumes",
    maxBytes: RESUME_MAX_BYTES,
    extensions: RESUME_EXTENSIONS,
    imagesOnly: false,
    accept: ".pdf,.doc,.docx",
    successMessage: "Resume uploaded successfully",
  },
  logo: {
    folder: "logos",
    maxBytes: IMAGE_MAX_BYTES,
    extensions: IMAGE_EXTENSIONS,
    imagesOnly: true,
    accept: "image/*",
    successMessage: "Company logo uploaded successfully",
  },
  image: {
    folder: "uploads",
    maxBytes: IMAGE_MAX_BYTES,
    extensions: IMAGE_EXTENSIONS,
    imagesOnly: true,
    accept: "image/*",
    successMessage: "Image uploaded successfully",
  },
};

export const UPLOAD_MESSAGES = {
  tooLarge: (maxBytes: number) => `File size exceeds ${Math.round(maxBytes / MEGABYTE)}MB limit`,
  imagesOnly: "Only image files are allowed",
  onlyTypes: (extensions: readonly string[]) =>
    `Only ${extensions.map((ext) => `.${ext}`).join(", ")} files are allowed`,
  failed: "Upload failed. Please try again.",
  noResume: "No resume available for this student",
} as const;

/** The extension a person sees in a file name, lower-cased ("" when there is none). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : "";
}
