import { TOAST_DEFAULT_MS } from "@internpath/shared/limits";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "react-hot-toast";
import { createQueryClient } from "@/lib/query-client";

const SUCCESS_TOAST_MS = 2000;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
