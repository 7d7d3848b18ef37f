import type { InternshipInput } from "@internpath/shared/internship-schemas";

export const DEMO_PASSWORD = "demo-pass-2026";

export const demoAdmin = { email: "admin@demo.internpath.app", fullName: "Avery Admin" };

export const demoCompanies = [
  {
    email: "talent@nimbuslabs.demo.internpath.app",
    fullName: "Nora Lind",
    companyName: "Nimbus Labs",
    profile: {
      companyIndustry: "Cloud software",
      companySize: "51-200",
      location: "Berlin, Germany",
      website: "https://nimbuslabs.example.com",
      bio: "Nimbus Labs builds developer tools for teams that ship to the cloud every day.",
    },
  },
  {
    email: "careers@greenleaf.demo.internpath.app",
    fullName: "Omar Haddad",
    companyName: "GreenLeaf Energy",
    profile: {
      companyIndustry: "Renewable energy",
      companySize: "201-500",
      location: "Lisbon, Portugal",
      website: "https://greenleaf.example.com",
      bio: "GreenLeaf plans and runs solar and wind parks across southern Europe.",
    },
  },
  {
    email: "jobs@atlasfinance.demo.internpath.app",
    fullName: "Grace Chen",
    companyName: "Atlas Finance",
    profile: {
      companyIndustry: "Financial services",
      companySize: "1000+",
      location: "London, United Kingdom",
      website: "https://atlasfinance.example.com",
      bio: "Atlas Finance offers savings and payments products to two million customers.",
    },
  },
] as const;

/**
 * A company that signed up while approval was on and opened an internship: it waits in the admins'
 * approval queue, and students do not see its internship yet.
 */
export const demoPendingCompany = {
  email: "hello@orbitrobotics.demo.internpath.app",
  fullName: "Ivan Petrov",
  companyName: "Orbit Robotics",
  profile: {
    companyIndustry: "Robotics",
    companySize: "11-50",
    location: "Tallinn, Estonia",
    website: "https://orbitrobotics.example.com",
    bio: "Orbit Robotics builds warehouse robots that work next to people.",
  },
  internship: {
    title: "Robotics Software Intern",
    location: "Tallinn, Estonia",
    isRemote: false,
    type: "full-time",
    duration: "5 months",
    stipend: "€1,400 / month",
    skills: ["Python", "ROS", "C++"],
    status: "open",
    description: "Teach our warehouse robots new tricks: path planning, simulation and field tests.",
    requirements: "Python or C++; curiosity about robots that share a floor with people.",
  } satisfies InternshipInput,
} as const;

export const demoStudents = [
  {
    email: "maya@student.demo.internpath.app",
    fullName: "Maya Patel",
    university: "University of Edinburgh",
    degree: "BSc Computer Science",
    graduationYear: 2027,
    skills: ["React", "TypeScript", "SQL"],
    hasResume: true,
  },
  {
    email: "liam@student.demo.internpath.app",
    fullName: "Liam O'Connor",
    university: "Trinity College Dublin",
    degree: "BA Economics",
    graduationYear: 2026,
    skills: ["Excel", "Python", "Financial modelling"],
    hasResume: true,
  },
  {
    email: "sofia@student.demo.internpath.app",
    fullName: "Sofia Rossi",
    university: "Politecnico di Milano",
    degree: "MSc Energy Engineering",
    graduationYear: 2027,
    skills: ["MATLAB", "Python", "Data analysis"],
    hasResume: true,
  },
  {
    email: "kenji@student.demo.internpath.app",
    fullName: "Kenji Watanabe",
    university: "TU Munich",
    degree: "BSc Informatics",
    graduationYear: 2028,
    skills: ["Go", "Kubernetes", "Linux"],
    hasResume: true,
  },
  {
    email: "amara@student.demo.internpath.app",
    fullName: "Amara Okafor",
    university: "University of Lagos",
    degree: "BSc Marketing",
    graduationYear: 2026,
    skills: ["Copywriting", "Figma"],
    hasResume: false,
  },
  {
    email: "lucas@student.demo.internpath.app",
    fullName: "Lucas Martin",
    university: "Sciences Po",
    degree: "MA Public Policy",
    graduationYear: 2027,
    skills: [],
    hasResume: false,
  },
] as const;

type DemoInternship = Omit<InternshipInput, "deadline"> & {
  company: 0 | 1 | 2;
  deadlineInDays: number | null;
};

export const demoInternships: DemoInternship[] = [
  {
    company: 0,
    title: "Frontend Engineering Intern",
    location: "Berlin, Germany",
    isRemote: true,
    type: "full-time",
    duration: "6 months",
    stipend: "€1,800 / month",
    deadlineInDays: 30,
    skills: ["React", "TypeScript", "CSS", "Testing"],
    status: "open",
    description:
      "Build the dashboard our customers use to watch their deployments: new screens, accessibility fixes and faster pages.",
    requirements:
      "Comfortable with React and TypeScript. You have shipped at least one web project, at school or on your own.",
  },
  {
    company: 0,
    title: "Platform Engineering Intern",
    location: "Berlin, Germany",
    isRemote: false,
    type: "full-time",
    duration: "4 months",
    stipend: "€1,800 / month",
    deadlineInDays: 45,
    skills: ["Go", "Kubernetes", "Linux"],
    status: "open",
    description:
      "Help the platform team run thousands of build machines: automation, monitoring and capacity planning.",
    requirements: "Some Go or another systems language; you know your way around a Linux shell.",
  },
  {
    company: 0,
    title: "Developer Advocate Intern",
    location: "Remote",
    isRemote: true,
    type: "part-time",
    duration: "3 months",
    stipend: null,
    deadlineInDays: null,
    skills: ["Writing", "TypeScript"],
    status: "draft",
    description: "Write tutorials and sample apps that show developers how to get the most out of Nimbus.",
    requirements: "You enjoy writing and explaining code.",
  },
  {
    company: 1,
    title: "Energy Data Analyst Intern",
    location: "Lisbon, Portugal",
    isRemote: false,
    type: "full-time",
    duration: "6 months",
    stipend: "€1,400 / month",
    deadlineInDays: 20,
    skills: ["Python", "Data analysis", "SQL"],
    status: "open",
    description:
      "Analyse production data from our solar parks and help forecast output for the grid operator.",
    requirements: "Studying engineering, statistics or a related field; some Python.",
  },
  {
    company: 1,
    title: "Sustainability Reporting Intern",
    location: "Lisbon, Portugal",
    isRemote: true,
    type: "part-time",
    duration: "3 months",
    stipend: "€900 / month",
    deadlineInDays: 60,
    skills: ["Excel", "Writing", "Research"],
    status: "open",
    description: "Prepare our yearly sustainability report with the finance and operations teams.",
    requirements: "Careful with numbers and clear in writing.",
  },
  {
    company: 1,
    title: "Wind Site Engineering Intern",
    location: "Porto, Portugal",
    isRemote: false,
    type: "full-time",
    duration: "5 months",
    stipend: "€1,400 / month",
    deadlineInDays: 10,
    skills: ["MATLAB", "CAD"],
    status: "closed",
    description: "Support site surveys and layout studies for two new onshore wind parks.",
    requirements: "Mechanical, civil or energy engineering student.",
  },
  {
    company: 2,
    title: "Quantitative Analyst Intern",
    location: "London, United Kingdom",
    isRemote: false,
    type: "full-time",
    duration: "3 months",
    stipend: "£2,400 / month",
    deadlineInDays: 14,
    skills: ["Python", "Financial modelling", "Statistics"],
    status: "open",
    description: "Work with the risk team on models that price our savings products.",
    requirements: "Strong maths; Python or R.",
  },
  {
    company: 2,
    title: "Product Design Intern",
    location: "London, United Kingdom",
    isRemote: true,
    type: "part-time",
    duration: "6 months",
    stipend: "£1,200 / month",
    deadlineInDays: null,
    skills: ["Figma", "User research"],
    status: "open",
    description: "Design and test new flows in the Atlas mobile app with real customers.",
    requirements: "A portfolio with at least two projects.",
  },
  {
    company: 2,
    title: "Marketing Intern",
    location: "Manchester, United Kingdom",
    isRemote: false,
    type: "full-time",
    duration: "3 months",
    stipend: "£1,900 / month",
    deadlineInDays: -30,
    skills: ["Copywriting", "Social media"],
    status: "closed",
    description: "Plan and run the spring campaign for our new savings account.",
    requirements: "You write well and know what makes a good post.",
  },
  {
    company: 2,
    title: "Data Engineering Intern",
    location: "London, United Kingdom",
    isRemote: true,
    type: "full-time",
    duration: "6 months",
    stipend: "£2,200 / month",
    deadlineInDays: 90,
    skills: ["SQL", "Python", "Airflow"],
    status: "draft",
    description: "Build and look after the pipelines that feed our reporting.",
    requirements: "SQL and some Python.",
  },
];

/** Which student applies where, and where the application ends up. */
export const demoApplications: {
  student: number;
  internship: number;
  status: "pending" | "reviewing" | "accepted" | "rejected";
  coverLetter: string;
}[] = [
  {
    student: 0,
    internship: 0,
    status: "reviewing",
    coverLetter: "I have built two React apps with TypeScript and would love to work on your dashboard.",
  },
  {
    student: 0,
    internship: 3,
    status: "pending",
    coverLetter: "Data and energy are my two interests; this role combines both.",
  },
  {
    student: 1,
    internship: 6,
    status: "accepted",
    coverLetter: "I model savings products in my coursework and use Python every day.",
  },
  {
    student: 1,
    internship: 4,
    status: "rejected",
    coverLetter: "I would like to help with your sustainability report.",
  },
  { student: 2, internship: 3, status: "accepted", coverLetter: "My thesis is on solar output forecasting." },
  {
    student: 2,
    internship: 5,
    status: "rejected",
    coverLetter: "I have used MATLAB for site layout studies.",
  },
  {
    student: 3,
    internship: 1,
    status: "pending",
    coverLetter: "I run a small Kubernetes cluster at home and write Go for fun.",
  },
  { student: 3, internship: 0, status: "pending", coverLetter: "" },
];
