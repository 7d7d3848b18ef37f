import { MessagesScreen } from "@/features/messages/components/messages-screen";

export default function MessagesRoute() {
  return <MessagesScreen />;
}
