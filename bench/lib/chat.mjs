// Chat sockets for the benches: a ticket over HTTP, then the socket, every message frame's body
// handed to the caller with the time it arrived.
import WebSocket from 'ws';
import { api } from './server.mjs';

/**
 * Opens a socket for `member` on `server` and adds it to `sockets` (so the caller can terminate
 * them all); resolves once it is open. `onMessage(body, arrivedAt)` gets every chat message.
 */
export async function openSocket(server, member, onMessage, sockets) {
  const { ticket } = await api(server, 'POST', '/api/app/chat/comm/ticket', { token: member.token });
  const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/ws/chat?ticket=${ticket}`);
  sockets.push(ws);
  // A server that dies (a bench that kills one) closes its sockets; that is no error of the bench's.
  ws.on('error', () => {});
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type === 'message') onMessage(frame.message.body, Date.now());
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('close', (code) => reject(new Error(`socket closed ${code}`)));
  });
  return ws;
}

/** A public room made by the operator, for members to speak in. */
export async function makeRoom(server, adminToken, name = 'Bench room') {
  const { id } = await api(server, 'POST', '/api/admin/chat/room/add', {
    token: adminToken,
    body: { name, avatar: null, announcement: '', rules: '', mutedAll: false },
  });
  return id;
}
