/**
 * The live module's public file: other modules and services.ts import live updates from here only:
 * the hub that carries menu and order changes to every server instance, and the event stream a route answers with.
 */
export { createLiveHub, type LiveHub, type LiveMessage } from './live-hub';
export { endSessionStreams, openStreamCounts, streamTopic, type StreamEvent } from './event-stream';
