/**
 * The child process that makes photos' sizes (photo-process.ts starts it). It answers each message, a photo's bytes
 * with an id, with the sizes or the error a person can read, and leaves when the shop that started it goes.
 */
import { AppError } from '../../errors';
import { makePhotoSizes } from './photo-sizes';

interface Request {
  id: number;
  input: Uint8Array;
}

process.on('message', (request: Request) => {
  makePhotoSizes(Buffer.from(request.input.buffer, request.input.byteOffset, request.input.byteLength)).then(
    (sizes) => process.send!({ id: request.id, sizes }),
    (error: unknown) =>
      process.send!({
        id: request.id,
        error:
          error instanceof AppError
            ? { kind: error.kind, message: error.message, details: error.details }
            : { kind: 'unavailable', message: 'The photo could not be made. Please try again.' },
      }),
  );
});
process.on('disconnect', () => process.exit(0));
