import { TOAST_DEFAULT_MS } from "@internpath/shared/limits";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";

const SUCCESS_TOAST_MS = 2000;

/** `queryClient` comes from outside (main.tsx) so that data can start loading before React renders. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DEFAULT_MS,
          success: { duration: SUCCESS_TOAST_MS },
          className: "text-sm font-medium",
        }}
      />
    </QueryClientProvider>
  );
}
