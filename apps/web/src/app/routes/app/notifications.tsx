import { NotificationsScreen } from "@/features/notifications/components/notifications-screen";

export default function NotificationsRoute() {
  return <NotificationsScreen />;
}
