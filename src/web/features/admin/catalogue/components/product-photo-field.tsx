import { PHOTO_ACCEPT, PHOTO_WRONG_TYPE, photoSizeProblem, sniffPhotoType } from '@domain/photos';
import { useId, useState } from 'react';
import type { useUploadProductPhoto } from '../api/upload-product-photo';

/**
 * The product form's photo: the owner picks a JPEG, PNG, WebP or HEIC file of 10 MB at most. A file too big or of
 * another kind is refused here, before uploading, with the server's words. A product that exists has the photo
 * uploaded at once (it becomes the product's image); a new one has none yet, so the file waits (`onChosen`) until
 * the form has added the product. Whichever uploads it, `upload` is the one upload, and what the server refuses is
 * said here.
 */
export function ProductPhotoField({
  productId,
  upload,
  onUploaded,
  onChosen,
}: {
  /** The product the photo goes to; null while it is a new one, not yet added. */
  productId: string | null;
  upload: ReturnType<typeof useUploadProductPhoto>;
  onUploaded: (image: string) => void;
  /** A new product's photo, checked and waiting to be uploaded (null when none, or when it was refused). */
  onChosen: (file: File | null) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);

  const choose = async (file: File | undefined) => {
    upload.reset();
    setProblem(null);
    setWaiting(false);
    onChosen(null);
    if (!file) return;
    const tooBig = photoSizeProblem(file.size);
    if (tooBig) return setProblem(tooBig);
    if (!sniffPhotoType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return setProblem(PHOTO_WRONG_TYPE);
    if (!productId) {
      setWaiting(true);
      return onChosen(file);
    }
    upload.mutate(
      { id: productId, file },
      { onSuccess: (product) => (product.image ? onUploaded(product.image) : undefined) },
    );
  };

  const refused = problem ?? (upload.isError ? upload.error.message : null);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-tea-900">
        Photo (JPEG, PNG, WebP or HEIC, up to 10 MB)
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-invalid={refused ? true : undefined}
        aria-describedby={`${id}-status`}
        disabled={upload.isPending}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-taro-100 file:px-4 file:py-2 file:font-semibold file:text-taro-800 hover:file:bg-taro-200"
      />
      <p id={`${id}-status`} role={refused ? 'alert' : 'status'} className="text-sm empty:hidden">
        {refused ? (
          <span className="font-medium text-berry-700">{refused}</span>
        ) : upload.isPending ? (
          <span className="text-tea-700">Uploading the photo…</span>
        ) : upload.isSuccess ? (
          <span className="font-medium text-matcha-700">Photo saved. The menu shows it now.</span>
        ) : waiting ? (
          <span className="text-tea-700">The photo is uploaded when you add the product.</span>
        ) : null}
      </p>
    </div>
  );
}
