import { ApplicationAnalytics } from "@/features/analytics/components/application-analytics";

export default function AdminAnalyticsRoute() {
  return <ApplicationAnalytics />;
}
