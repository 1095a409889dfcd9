/**
 * A product's photo: the owner's upload made into its sizes (photo-sizes.ts), stored with the product's new image
 * address, its audit record and the menu's announcement in one transaction; the product's previous photo goes. (The
 * public side, one size of a photo read by its id, is catalogue-repository.ts's readPhoto.)
 */
import { MAX_PHOTO_BYTES, PHOTO_TOO_BIG, photoPath } from '@domain/photos';
import { isUuid } from '@domain/uuid';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { invalid, notFound } from '../../errors';
import type { Actor } from '../audit';
import { inTransaction, type CatalogueAdminDeps } from './admin-transaction';
import { toProduct } from './catalogue-repository';
import { makePhotoSizesApart } from './photo-process';
import { productPhotos, products } from './schema';

/** The photo's bytes from the upload's base64, refused at the field when they are more than 10 MB. */
function photoBytes(base64: string): Buffer {
  // Four base64 characters carry three bytes: the size is known before decoding.
  if (Math.floor((base64.length * 3) / 4) - 2 > MAX_PHOTO_BYTES) throw invalid(PHOTO_TOO_BIG, { field: 'photo' });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) throw invalid(PHOTO_TOO_BIG, { field: 'photo' });
  return bytes;
}

export async function uploadProductPhoto(
  deps: CatalogueAdminDeps,
  actor: Actor,
  productId: string,
  base64: string,
  clientGone?: AbortSignal,
  turnHeld = false,
) {
  if (!isUuid(productId)) throw notFound('No such product.');
  const bytes = photoBytes(base64);
  const [exists] = await deps.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!exists) throw notFound('No such product.');
  // The slow part, outside the transaction (no row is held while the sizes are made), one photo at a time: in the
  // lane, unless the caller took the lane's turn already (the upload route does, before reading the body), and in a
  // child process at low priority, so that it takes only the CPU customers leave.
  const sizes = turnHeld
    ? await makePhotoSizesApart(bytes)
    : await deps.photoLane.run(() => makePhotoSizesApart(bytes), clientGone);
  const photoId = randomUUID();
  return inTransaction(
    deps,
    async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ image: photoPath(photoId), updatedAt: new Date() })
        .where(eq(products.id, productId))
        .returning();
      if (!row) throw notFound('No such product.');
      await tx.insert(productPhotos).values(sizes.map((size) => ({ photoId, productId, ...size })));
      await tx
        .delete(productPhotos)
        .where(and(eq(productPhotos.productId, productId), ne(productPhotos.photoId, photoId)));
      await deps.audit.record(tx, actor, {
        action: 'product.photo',
        entityType: 'product',
        entityId: productId,
        details: { name: row.name, photo: photoPath(photoId), bytes: bytes.length },
      });
      return toProduct(row);
    },
    () => null,
  );
}
