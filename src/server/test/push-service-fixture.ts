/**
 * For tests, a push service on this machine that a test file shares: its certificate is made as the file loads, so the
 * servers the file builds can be handed `pushAgent` and trust it; the service starts before the file's tests and
 * closes after them. It reads as the service itself (`origin`, `received`, `answer`) once started.
 */
import { Agent } from 'node:https';
import { afterAll, beforeAll } from 'vitest';
import { makeCertificate, startPushService, type PushServiceStandIn, type ReceivedPush } from './push-service-stand-in';

export interface PushServiceFixture extends Pick<PushServiceStandIn, 'origin' | 'received' | 'answer'> {
  /** Trusts the service's certificate: the agent a test server sends its pushes with. */
  pushAgent: Agent;
  /** The pushes received so far at any of these paths. */
  pushesTo(paths: readonly string[]): ReceivedPush[];
}

export function usePushService(): PushServiceFixture {
  const certificate = makeCertificate();
  let service: PushServiceStandIn | undefined;
  beforeAll(async () => {
    service = await startPushService(certificate);
  });
  afterAll(() => service?.close());
  const started = () => {
    if (!service) throw new Error('The push service starts before the tests run.');
    return service;
  };
  return {
    pushAgent: new Agent({ ca: certificate.cert }),
    get origin() {
      return started().origin;
    },
    get received() {
      return started().received;
    },
    answer: (path, status) => started().answer(path, status),
    pushesTo: (paths) => started().received.filter((push) => paths.includes(push.path)),
  };
}
