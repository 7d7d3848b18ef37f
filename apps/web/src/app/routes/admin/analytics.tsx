import { PageHeader } from "@/components/ui/page-header";

export default function AdminAnalyticsRoute() {
  return <PageHeader title="Application Analytics" description="Insights and trends from application data" />;
}
