import { PageHeader } from "@/components/ui/page-header";

export default function MessagesRoute() {
  return (
    <PageHeader title="Messages" description="Communicate with students, companies and administrators." />
  );
}
