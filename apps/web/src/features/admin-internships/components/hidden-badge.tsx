import { Badge } from "@/components/ui/badge";

/** Marks a posting an admin hid from students after reports (its page says when and why). */
export function HiddenBadge() {
  return <Badge tone="error">Hidden</Badge>;
}
