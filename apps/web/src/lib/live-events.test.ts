import { describe, expect, it } from "vitest";
import { parseEventStream, reconnectDelay } from "./live-events";

describe("parseEventStream", () => {
  it("reads complete events, skips comments and unknown names, and keeps the unfinished rest", () => {
    const text = [
      ": heartbeat",
      "",
      "id: 1",
      "event: ready",
      "data: {}",
      "",
      "event: surprise",
      "data: {}",
      "",
      "id: 2",
      "event: notification",
      'data: {"id":"n1","type":"message","relatedId":"m1"}',
      "",
      "id: 3",
      "event: mess",
    ].join("\n");
    const { events, rest } = parseEventStream(text);
    expect(events).toEqual([
      { name: "ready", data: {}, id: "1" },
      { name: "notification", data: { id: "n1", type: "message", relatedId: "m1" }, id: "2" },
    ]);
    expect(rest).toBe("id: 3\nevent: mess");
    expect(parseEventStream(`${rest}age\ndata: {"id":"m1"}\n\n`).events).toEqual([
      { name: "message", data: { id: "m1" }, id: "3" },
    ]);
  });
});

describe("reconnectDelay", () => {
  it("waits 1, 2, 5, then 10 seconds", () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
