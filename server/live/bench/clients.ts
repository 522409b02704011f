import { connect, type Socket } from "node:net";

export type Arrivals = {
  /** Connections that completed the handshake and saw `ready`. */
  ready: number;
  /** Receive time (epoch ms) of every event at every client, by event id. */
  byId: Map<number, number[]>;
  closed: number;
};

/**
 * Opens `count` SSE connections from this process with raw sockets (a client
 * library would cost more than the server under test) and notes when each
 * event id reaches each one.
 */
export function openClients(
  url: string,
  count: number,
  onReady: () => void,
): { arrivals: Arrivals; close(): void } {
  const { hostname, port, pathname } = new URL(url);
  const arrivals: Arrivals = { ready: 0, byId: new Map(), closed: 0 };
  const sockets: Socket[] = [];
  let opened = 0;
  let closing = false;
  // Handshakes under way: kept under the server's listen backlog (511), or the kernel drops the
  // overflow's final ACK and those sockets wait on retransmits for minutes.
  let connecting = 0;
  const readBuffer = Buffer.allocUnsafe(64 * 1024);
  const openOne = () => {
    let tail = "";
    let isReady = false;
    connecting += 1;
    // Each read lands in the one shared buffer and is handled at once: no stream, no Buffer per
    // read, no decoder. Ten thousand devices each have a core of their own; this process has one
    // for all of them, so its cost per read is kept far below the server's cost per write.
    const socket = connect({
      host: hostname,
      port: Number(port),
      onread: {
        buffer: readBuffer,
        callback: (length: number) => {
          received(readBuffer.toString("latin1", 0, length));
          return true;
        },
      },
    });
    sockets.push(socket);
    // A handshake the server never answered is tried again rather than waited on.
    const patience = setTimeout(() => socket.destroy(), 10_000);
    socket.on("connect", () =>
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\n\r\n`),
    );
    const received = (chunk: string) => {
      const now = Date.now();
      const text = tail + chunk;
      if (!isReady && text.includes("event: ready")) {
        isReady = true;
        connecting -= 1;
        clearTimeout(patience);
        arrivals.ready += 1;
        if (arrivals.ready === count) onReady();
      }
      // Only whole frames are read; the unfinished one waits for the next chunk.
      const cut = text.lastIndexOf("\n\n");
      if (cut === -1) {
        tail = text;
        return;
      }
      tail = text.slice(cut + 2);
      for (const match of text.slice(0, cut + 2).matchAll(/(?:^|\n)id: (\d+)\n/g)) {
        const id = Number(match[1]);
        let list = arrivals.byId.get(id);
        if (!list) {
          list = [];
          arrivals.byId.set(id, list);
        }
        list.push(now);
      }
    };
    socket.on("close", () => {
      arrivals.closed += 1;
      clearTimeout(patience);
      if (!isReady) connecting -= 1;
      // Refused while the server was still accepting the crowd: try again.
      if (!isReady && !closing) setTimeout(openOne, 50);
    });
    socket.on("error", () => {});
  };
  // Connect in waves so the listen backlog is not overrun.
  const wave = () => {
    for (let i = 0; i < 250 && opened < count && connecting < 400; i++, opened++) openOne();
    if (opened < count) setTimeout(wave, 20);
  };
  wave();
  return {
    arrivals,
    close: () => {
      closing = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}
