import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts between tests by itself only with Vitest's globals, which we do not turn on.
afterEach(cleanup);
