/*
 * What applying answers when it cannot go ahead (docs/product.md, "Applying"), without the schemas of
 * application-schemas.ts, so the posting page shows them without loading the validation library.
 */

export const APPLY_MESSAGES = {
  signIn: "Please sign in to apply for internships",
  studentsOnly: "Only students can apply for internships",
  resumeRequired: "Please upload a resume on your profile before applying",
  resumeHint: 'Click "View Profile" to upload your resume',
  alreadyApplied: "You have already applied to this internship",
  notOpen: "This internship is not accepting applications",
  deadlinePassed: "The application deadline for this internship has passed",
} as const;
