import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";

export type ScaleOptions = {
  /** Internships to generate (about 80% open, 10% closed, 10% draft). */
  internships: number;
  /** Companies that own them (default: one per 200 internships, at least 1). */
  companies?: number;
  /** Students to generate (default: about one per 20 applications; must share no factor with `internships`). */
  students?: number;
  /** Applications to generate, each a distinct (student, internship) pair (default 0). */
  applications?: number;
  /** Prefix of the generated emails, so two runs on one database do not collide (default "scale"). */
  prefix?: string;
};

export type ScaleResult = { companies: number; students: number; internships: number; applications: number };

const ROLES = [
  "Frontend Engineering",
  "Backend Engineering",
  "Data Science",
  "Product Design",
  "Marketing",
  "Finance",
  "Mobile Development",
  "DevOps",
  "Sales",
  "Research",
  "Content Writing",
  "Machine Learning",
  "Cloud Infrastructure",
  "Business Analysis",
  "Security",
  "Quality Assurance",
];
const DOMAINS = [
  "fintech",
  "healthcare",
  "education",
  "retail",
  "logistics",
  "media",
  "energy",
  "travel",
  "gaming",
  "agriculture",
  "biotech",
  "insurance",
];
const CITIES = [
  "Berlin",
  "London",
  "Paris",
  "Madrid",
  "Dublin",
  "Amsterdam",
  "Lisbon",
  "Warsaw",
  "Stockholm",
  "Vienna",
  "Prague",
  "Zurich",
  "New York",
  "Toronto",
  "Bangalore",
  "Singapore",
];
/** Team names (adjective and animal, 1,600 pairs): a realistic rare search term at scale. */
const ADJECTIVES = [
  "Amber",
  "Azure",
  "Bold",
  "Brave",
  "Bright",
  "Calm",
  "Clever",
  "Cobalt",
  "Crimson",
  "Daring",
  "Eager",
  "Emerald",
  "Fearless",
  "Gentle",
  "Golden",
  "Grand",
  "Happy",
  "Humble",
  "Indigo",
  "Jolly",
  "Keen",
  "Lively",
  "Lucky",
  "Mighty",
  "Nimble",
  "Noble",
  "Olive",
  "Proud",
  "Quiet",
  "Rapid",
  "Royal",
  "Scarlet",
  "Silver",
  "Steady",
  "Swift",
  "Tidy",
  "Urban",
  "Vivid",
  "Wise",
  "Zesty",
];
const ANIMALS = [
  "Badger",
  "Bison",
  "Condor",
  "Cougar",
  "Dolphin",
  "Eagle",
  "Falcon",
  "Ferret",
  "Gazelle",
  "Gecko",
  "Heron",
  "Ibis",
  "Jaguar",
  "Koala",
  "Lemur",
  "Lynx",
  "Marmot",
  "Narwhal",
  "Ocelot",
  "Otter",
  "Panda",
  "Pelican",
  "Puffin",
  "Quokka",
  "Raven",
  "Salmon",
  "Seal",
  "Sparrow",
  "Tapir",
  "Tiger",
  "Toucan",
  "Turtle",
  "Urchin",
  "Viper",
  "Walrus",
  "Weasel",
  "Whale",
  "Wombat",
  "Yak",
  "Zebra",
];
/** 30 skills; each internship takes three distinct ones (offsets 0, 11 and 19 modulo 30). */
const SKILLS = [
  "JavaScript",
  "TypeScript",
  "React",
  "Node.js",
  "Python",
  "SQL",
  "Go",
  "Rust",
  "Java",
  "Kotlin",
  "Swift",
  "Figma",
  "Excel",
  "Kubernetes",
  "Docker",
  "AWS",
  "Machine Learning",
  "Data Analysis",
  "Marketing",
  "SEO",
  "Sales",
  "Finance",
  "Accounting",
  "Writing",
  "Communication",
  "Research",
  "C++",
  "Django",
  "GraphQL",
  "Tableau",
];

/** A PostgreSQL array literal of constants, inlined: these lists are ours, not user input. */
function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]::text[]`);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The first count from `start` up that shares no factor with `other`. */
function coprimeFrom(start: number, other: number): number {
  let value = Math.max(1, start);
  while (gcd(value, other) !== 1) value += 1;
  return value;
}

/** An integer we computed, inlined so PostgreSQL need not guess a parameter's type. */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * Generates a large data set with set-based SQL (one `insert ... select from
 * generate_series` per table), for the search-plan test and benchmarks.
 * Accounts get no password; nobody signs in as them. Row n is created n
 * seconds before now, so every list has a distinct, stable order.
 */
export async function generateScaleData(db: Database, options: ScaleOptions): Promise<ScaleResult> {
  const internshipCount = Math.max(0, Math.floor(options.internships));
  const applicationCount = Math.max(0, Math.floor(options.applications ?? 0));
  const companyCount = Math.max(1, Math.floor(options.companies ?? Math.ceil(internshipCount / 200)));
  const studentCount = Math.max(
    0,
    Math.floor(
      options.students ??
        (applicationCount > 0 ? coprimeFrom(Math.ceil(applicationCount / 20), internshipCount) : 0),
    ),
  );
  const prefix = (options.prefix ?? "scale").replace(/[^a-z0-9-]/gi, "");
  const prefixText = sql`${prefix}::text`;
  if (applicationCount > 0 && gcd(studentCount, internshipCount) !== 1) {
    throw new Error(
      "Students and internships must be coprime counts for distinct (student, internship) pairs",
    );
  }
  if (applicationCount > studentCount * internshipCount) {
    throw new Error("More applications than distinct (student, internship) pairs");
  }

  await db.execute(sql`
    insert into profiles (id, email, email_verified, full_name, role, company_name, company_industry, created_at)
    select ${prefixText} || '-company-' || g, ${prefixText} || '-company-' || g || '@scale.example.com', true,
           'Recruiter ' || g, 'company', 'Scale Company ' || g,
           (${textArray(DOMAINS)})[1 + g % ${n(DOMAINS.length)}], now() - g * interval '1 second'
    from generate_series(1, ${n(companyCount)}) as g`);

  if (studentCount > 0) {
    await db.execute(sql`
      insert into profiles (id, email, email_verified, full_name, role, university, skills, resume_url, created_at)
      select ${prefixText} || '-student-' || g, ${prefixText} || '-student-' || g || '@scale.example.com', true,
             'Student ' || g, 'student', 'Scale University',
             array[(${textArray(SKILLS)})[1 + g % 30], (${textArray(SKILLS)})[1 + (g + 7) % 30]],
             '/api/files/' || ${prefixText} || '-student-' || g || '/resumes/00000000-0000-4000-8000-000000000000.pdf',
             now() - g * interval '1 second'
      from generate_series(1, ${n(studentCount)}) as g`);
  }

  if (internshipCount > 0) {
    await db.execute(sql`
      insert into internships (company_id, title, description, requirements, location, is_remote, type,
                               duration, stipend, deadline, skills, status, created_at, updated_at)
      select ${prefixText} || '-company-' || (1 + g % ${n(companyCount)}),
             (${textArray(ROLES)})[1 + g % ${n(ROLES.length)}] || ' Intern',
             'Join the ' || (${textArray(ADJECTIVES)})[1 + g % 40] || ' '
               || (${textArray(ANIMALS)})[1 + (g / 40) % 40] || ' team in '
               || (${textArray(DOMAINS)})[1 + (g / 7) % ${n(DOMAINS.length)}]
               || ' and ship real work with mentors. Posting ' || g || '.',
             'Curiosity, reliability and the listed skills.',
             (${textArray(CITIES)})[1 + (g / 3) % ${n(CITIES.length)}],
             g % 4 = 0,
             case when g % 3 = 0 then 'part-time' else 'full-time' end,
             (1 + g % 6) || ' months',
             case when g % 2 = 0 then '$' || (500 + (g % 10) * 100) || '/month' end,
             case when g % 5 = 0 then current_date + (g % 90) end,
             array[(${textArray(SKILLS)})[1 + g % 30], (${textArray(SKILLS)})[1 + (g + 11) % 30],
                   (${textArray(SKILLS)})[1 + (g + 19) % 30]],
             case when g % 10 = 1 then 'draft' when g % 10 = 2 then 'closed' else 'open' end,
             now() - g * interval '1 second',
             now() - g * interval '1 second'
      from generate_series(1, ${n(internshipCount)}) as g`);
  }

  if (applicationCount > 0) {
    // Application n pairs student n mod S with internship n mod N: with S and N coprime the pairs are
    // distinct (Chinese remainder theorem) and spread evenly over students and internships.
    await db.execute(sql`
      with numbered_students as (
        select id, row_number() over (order by id) as n from profiles
        where role = 'student' and id like ${`${prefix}-student-%`}
      ),
      numbered_internships as (
        select i.id, i.company_id, row_number() over (order by i.created_at desc, i.id desc) as n
        from internships i where i.company_id like ${`${prefix}-company-%`}
      )
      insert into applications (student_id, internship_id, company_id, cover_letter, resume_url, status, created_at, updated_at)
      select s.id, i.id, i.company_id, 'Cover letter ' || g, '/api/files/' || s.id || '/resumes/00000000-0000-4000-8000-000000000000.pdf',
             (array['pending', 'reviewing', 'accepted', 'rejected'])[1 + g % 4],
             now() - g * interval '1 second', now() - g * interval '1 second'
      from generate_series(0, ${n(applicationCount - 1)}) as g
      join numbered_students s on s.n = 1 + g % ${n(studentCount)}
      join numbered_internships i on i.n = 1 + g % ${n(internshipCount)}`);
  }

  return {
    companies: companyCount,
    students: studentCount,
    internships: internshipCount,
    applications: applicationCount,
  };
}
