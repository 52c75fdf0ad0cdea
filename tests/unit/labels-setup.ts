/**
 * Unit tests render components alone, without the chunk entry that registers their label group
 * (places/labels.ts, imported by places/api.ts and places/details/index.tsx; map/labels.ts, by map/index.tsx): every group is
 * registered here. The end-to-end tests run the real bundle, where the chunks register them.
 */
import '../../Resources/Private/TypeScript/places/labels';
import '../../Resources/Private/TypeScript/map/labels';
