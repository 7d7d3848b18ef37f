import toast from "react-hot-toast";
import { useSignOut } from "@/features/auth/api/sign-out";

/** Signs out; the signed-in layout then sends the visitor to the sign-in page. */
export function useSignOutAction() {
  const signOut = useSignOut();
  return {
    isPending: signOut.isPending,
    signOut: async () => {
      try {
        await signOut.mutateAsync();
      } catch {
        toast.error("Failed to sign out. Please try again.");
      }
    },
  };
}
