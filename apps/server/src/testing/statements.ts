import { NoopLogger } from "drizzle-orm";
import { vi } from "vitest";

/**
 * The text of every statement Drizzle runs while `action` runs, and what `action` answered: every query
 * passes through Drizzle's logger (a NoopLogger unless one is configured), which is given the text first.
 */
export async function statementsDuring<T>(action: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  const logged = vi.spyOn(NoopLogger.prototype, "logQuery");
  try {
    const result = await action();
    // Read before mockRestore, which clears what the spy recorded.
    return { result, texts: logged.mock.calls.map((call) => String((call as unknown[])[0])) };
  } finally {
    logged.mockRestore();
  }
}
