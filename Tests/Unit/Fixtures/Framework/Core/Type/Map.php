<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3's object-keyed Map (fromEntries, keys, get).

namespace TYPO3\CMS\Core\Type;

final class Map implements \Countable
{
    /** @var list<array{0: mixed, 1: mixed}> */
    private array $entries = [];

    /** @param array{0: mixed, 1: mixed} ...$entries */
    public static function fromEntries(array ...$entries): self
    {
        $map = new self();
        foreach ($entries as [$key, $value]) {
            $map->entries[] = [$key, $value];
        }
        return $map;
    }

    /** @return list<mixed> */
    public function keys(): array
    {
        return array_column($this->entries, 0);
    }

    public function get(mixed $key): mixed
    {
        foreach ($this->entries as [$candidate, $value]) {
            if ($candidate == $key) {
                return $value;
            }
        }
        return null;
    }

    public function count(): int
    {
        return count($this->entries);
    }
}
