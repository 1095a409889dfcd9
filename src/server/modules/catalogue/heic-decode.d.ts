/** The HEIC decoder ships without types: its two functions, as its README describes them. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeicImages extends Array<{ width: number; height: number; decode(): Promise<DecodedImage> }> {
    /** Frees the decoder and its images. */
    dispose(): void;
  }
  /** The file's first image, decoded. */
  function decode(options: { buffer: Buffer | ArrayBuffer | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** Every image of the file, with its size read from the header; each is decoded only when asked. */
    function all(options: { buffer: Buffer | ArrayBuffer | Uint8Array }): Promise<HeicImages>;
  }
  export default decode;
}
