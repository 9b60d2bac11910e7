/**
 * Resolves in a new task, after the browser has had its turn to paint or answer a tap (a message,
 * not a timer, which browsers clamp). Long work cut at these points is never one long task on a
 * phone's main thread (issue 30).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
