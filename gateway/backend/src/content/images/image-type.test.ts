import { detectImageType } from './image-type.js';

describe('detectImageType', () => {
  it.each([
    ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['image/jpeg', [0xff, 0xd8, 0xff, 0xdb]],
    ['image/gif', [...Buffer.from('GIF87a')]],
    ['image/gif', [...Buffer.from('GIF89a')]],
    ['image/webp', [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBP')]],
  ])('recognises %s', (type, bytes) => {
    expect(detectImageType(Uint8Array.from(bytes))).toBe(type);
  });

  it.each([
    ['empty', []],
    ['SVG', [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]],
    ['a WAV file', [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVE')]],
    ['GIF88a', [...Buffer.from('GIF88a')]],
    ['a short PNG signature', [0x89, 0x50, 0x4e, 0x47]],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(Uint8Array.from(bytes))).toBeNull();
  });
});
