// A stand-in for the backend process in the gateway's tests: the same IPC protocol, a one-route HTTP server.
import http from 'node:http';

let server;
process.on('message', (message) => {
  if (message.type === 'close') {
    server?.close(() => process.exit(0));
    return;
  }
  server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ pid: process.pid, dataDir: message.dataDir }));
  });
  server.listen(message.port, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
});
process.on('disconnect', () => process.exit(0));
