export declare function precompressedFile(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: 'br' | 'gzip' } | null;
