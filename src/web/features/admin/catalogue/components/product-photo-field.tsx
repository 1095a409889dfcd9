import { PHOTO_ACCEPT, PHOTO_WRONG_TYPE, photoSizeProblem, sniffPhotoType } from '@domain/photos';
import { useId, useState } from 'react';
import { useUploadProductPhoto } from '../api/upload-product-photo';

/**
 * The product form's photo: the owner picks a JPEG, PNG, WebP or HEIC file of 10 MB at most and it is uploaded at
 * once (it becomes the product's image). A file too big or of another kind is refused here, before uploading, with
 * the server's words; what the server refuses is said here too.
 */
export function ProductPhotoField({
  productId,
  onUploaded,
}: {
  productId: string;
  onUploaded: (image: string) => void;
}) {
  const id = useId();
  const upload = useUploadProductPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const choose = async (file: File | undefined) => {
    setDone(false);
    setProblem(null);
    if (!file) return;
    const tooBig = photoSizeProblem(file.size);
    if (tooBig) return setProblem(tooBig);
    if (!sniffPhotoType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return setProblem(PHOTO_WRONG_TYPE);
    upload.mutate(
      { id: productId, file },
      {
        onSuccess: (product) => {
          setDone(true);
          if (product.image) onUploaded(product.image);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-tea-900">
        Photo (JPEG, PNG, WebP or HEIC, up to 10 MB)
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-status`}
        disabled={upload.isPending}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-taro-100 file:px-4 file:py-2 file:font-semibold file:text-taro-800 hover:file:bg-taro-200"
      />
      <p id={`${id}-status`} role={problem ? 'alert' : 'status'} className="text-sm empty:hidden">
        {problem ? (
          <span className="font-medium text-berry-700">{problem}</span>
        ) : upload.isPending ? (
          <span className="text-tea-700">Uploading the photo…</span>
        ) : done ? (
          <span className="font-medium text-matcha-700">Photo saved. The menu shows it now.</span>
        ) : null}
      </p>
    </div>
  );
}
