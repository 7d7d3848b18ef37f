import { useEffect } from "react";
import toast from "react-hot-toast";

/**
 * Toasts `message` each time a query fails (a new error object). The toast id keeps one copy on
 * screen when several parts of a page fail together.
 */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.error(message, { id: message });
  }, [error, message]);
}
