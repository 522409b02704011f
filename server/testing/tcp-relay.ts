import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP relay in front of a real server (PostgreSQL, Redis): closing it is that server going away
 * (refused connections, cut sessions) without stopping the one the rest of the suite shares;
 * opening it again is the server coming back on the same address.
 */
export class TcpRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  readonly port: number;
  private readonly target: { host: string; port: number };
  constructor(port: number, target: { host: string; port: number }) {
    this.port = port;
    this.target = target;
  }
  async open() {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => this.server!.listen(this.port, "127.0.0.1", done));
  }
  async close() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((done) => server.close(done));
  }
}
