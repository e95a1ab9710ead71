// Adapts a worker thread's parentPort to the job loop's port.
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { JobPort } from './worker-loop';

export function threadPort(port: MessagePort): JobPort {
  return {
    onMessage: (listener) => port.on('message', listener),
    post: (message) => port.postMessage(message),
    poll: () => receiveMessageOnPort(port),
  };
}
