/** Public facts about the product shown in footers and legal pages. */
export const site = {
  name: "InternPath",
  tagline: "Where students and companies meet for internships that matter.",
  contactEmail: "support@internpath.app",
  careersEmail: "careers@internpath.app",
  social: {
    github: "https://github.com/internpath",
    linkedin: "https://www.linkedin.com/company/internpath",
    x: "https://x.com/internpath",
  },
  legalLastUpdated: "May 3, 2024",
} as const;
