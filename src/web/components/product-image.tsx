import { photoFile, photoIdOf, photoSrcSet } from '@domain/photos';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export interface ProductImageProps extends Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** How wide the picture is drawn, for an uploaded photo's sizes (`sizes`); by default its width in pixels. */
  sizes?: string;
}

/**
 * A product picture that never shows a broken image: a missing or failing one becomes the placeholder.
 * Width and height are always set so the page does not jump while pictures load. A photo uploaded to the shop comes
 * in the size the screen needs (`srcset` and `sizes`), AVIF where the browser reads it, else WebP.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  sizes,
  ...props
}: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : PLACEHOLDER_IMAGE;
  const image = useRef<HTMLImageElement>(null);
  // A page drawn by the server may have met a failing picture before it hydrated, when no onError listened:
  // a picture already finished with no size is asked for again, and its error now reaches the handler.
  useEffect(() => {
    const element = image.current;
    if (!element || !src || shown === PLACEHOLDER_IMAGE || !element.complete || element.naturalWidth > 0) return;
    const probe = new Image();
    probe.onerror = () => setFailed(src);
    probe.src = element.currentSrc || element.src;
    return () => {
      probe.onerror = null;
    };
  }, [src, shown]);
  const photo = photoIdOf(shown);
  const img = (
    <img
      ref={image}
      src={photo ? photoFile(photo, 320, 'webp') : shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      // A picture wanted at once (eager: the hero's) is painted with the page; others may come a frame later.
      decoding={loading === 'eager' ? 'sync' : 'async'}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE && src) setFailed(src);
      }}
      className={cn('bg-cream-200 object-cover', className)}
      {...props}
    />
  );
  if (!photo) return img;
  const drawn = sizes ?? `${width}px`;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={drawn} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={drawn} />
      {img}
    </picture>
  );
}

/**
 * A product's square picture drawn beside its name: the name already says what it shows, so a screen reader is
 * told nothing more (an empty `alt`).
 */
export function ProductPicture({
  size,
  ...props
}: Omit<ProductImageProps, 'alt' | 'width' | 'height'> & { size: number }) {
  return <ProductImage alt="" width={size} height={size} {...props} />;
}
