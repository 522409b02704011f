import type { ServerResponse } from "node:http";

/** Where one client's stream is written: the socket of an HTTP response, or a stand-in in tests. */
export type StreamSink = {
  /** Sends the status line and headers. */
  start(): void;
  write(bytes: Uint8Array): void;
  /** Bytes accepted but not yet handed to the network: how far behind the client is. */
  buffered(): number;
  /** Ends the response after what is queued. */
  end(): void;
  /** Cuts the connection at once, dropping what is queued. */
  destroy(): void;
  onClose(listener: () => void): void;
  /**
   * True when each write must be exactly one frame (a shared response rewrites each frame's id);
   * otherwise the hub may hand over several frames in one write.
   */
  framed?: boolean;
};

export const streamHeaders = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  "X-Content-Type-Options": "nosniff",
};

/**
 * Writes straight to Node's response: no per-event promise or stream hop,
 * which is what lets one process hold tens of thousands of clients.
 */
export function responseSink(response: ServerResponse, headers: Record<string, string> = {}): StreamSink {
  let queued = 0;
  return {
    start: () => {
      // The stream ends with its connection, so it needs no chunked framing: each write is then
      // one plain socket write instead of four pieces (size, CRLF, frame, CRLF).
      response.useChunkedEncodingByDefault = false;
      response.writeHead(200, { ...streamHeaders, ...headers });
      response.flushHeaders();
    },
    write: (bytes) => {
      // Unframed, the body is the socket's bytes: writing there skips the response's per-write
      // cork and next-tick uncork, which at ten thousand clients cost as much as the writes.
      const socket = response.socket;
      if (socket && !response.chunkedEncoding) {
        socket.write(bytes);
        queued = socket.writableLength;
      } else {
        response.write(bytes);
        queued = response.writableLength;
      }
    },
    // Node's writableLength walks the response's queue: read once per write, not once per frame.
    buffered: () => queued,
    end: () => response.end(),
    destroy: () => response.destroy(),
    onClose: (listener) => void response.on("close", listener),
  };
}
