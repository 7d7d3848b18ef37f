/** How hard a password is to guess, 0 (very weak) to 4 (strong): a small estimate for the meter on forms. */
export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string };

const LABELS = ["Very weak", "Weak", "Fair", "Good", "Strong"] as const;

/** Pieces of the most guessed passwords: a password built on one counts little for it. */
const COMMON_PIECES = [
  "password",
  "passwort",
  "qwerty",
  "azerty",
  "letmein",
  "iloveyou",
  "welcome",
  "admin",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "shadow",
  "master",
  "abc123",
  "internpath",
];

const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "abcdefghijklmnopqrstuvwxyz", "01234567890"];

/** Length of runs like "abcd", "4321" or "asdf": each such character adds almost nothing. */
function predictableCharacters(password: string): number {
  const lower = password.toLowerCase();
  let predictable = 0;
  for (let index = 1; index < lower.length; index += 1) {
    const pair = lower.slice(index - 1, index + 1);
    const reversed = [...pair].reverse().join("");
    const repeated = pair[0] === pair[1];
    const inRow = ROWS.some((row) => row.includes(pair) || row.includes(reversed));
    if (repeated || inRow) predictable += 1;
  }
  return predictable;
}

export function estimatePasswordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { score: 0, label: LABELS[0] };
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/[0-9]/.test(password)) pool += 10;
  if (/[^A-Za-z0-9]/.test(password)) pool += 33;
  const lower = password.toLowerCase();
  let length = password.length - predictableCharacters(password) * 0.75;
  for (const piece of COMMON_PIECES) {
    if (lower.includes(piece)) length -= piece.length - 1;
  }
  const bits = Math.max(0, length) * Math.log2(Math.max(pool, 10));
  const score = bits < 28 ? 0 : bits < 40 ? 1 : bits < 55 ? 2 : bits < 70 ? 3 : 4;
  return { score, label: LABELS[score] };
}
