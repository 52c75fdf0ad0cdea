<?php

declare(strict_types=1);

// Stand-in (tests only) for TYPO3 v13's immutable Policy: set / extend (inheriting default-src) /
// mutate, and sourcesOf() (stand-in only) to read a directive's sources as CSP text.

namespace TYPO3\CMS\Core\Security\ContentSecurityPolicy;

final class Policy
{
    /** @var array<string, list<SourceInterface>> directive value => sources */
    private array $directives = [];

    public function set(Directive $directive, SourceInterface ...$sources): self
    {
        $target = clone $this;
        $target->directives[$directive->value] = [];
        return $target->append($directive, ...$sources);
    }

    public function extend(Directive $directive, SourceInterface ...$sources): self
    {
        $target = clone $this;
        if (!isset($target->directives[$directive->value])) {
            $target->directives[$directive->value] = $this->directives[Directive::DefaultSrc->value] ?? [];
        }
        return $target->append($directive, ...$sources);
    }

    public function mutate(MutationCollection|Mutation ...$mutations): self
    {
        $target = $this;
        foreach ($mutations as $item) {
            foreach ($item instanceof Mutation ? [$item] : $item->mutations as $mutation) {
                $target = match ($mutation->mode) {
                    MutationMode::Set => $target->set($mutation->directive, ...$mutation->sources),
                    MutationMode::Extend => $target->extend($mutation->directive, ...$mutation->sources),
                    MutationMode::Append => $target->append($mutation->directive, ...$mutation->sources),
                    default => throw new \LogicException('stand-in: mode ' . $mutation->mode->value . ' not modelled'),
                };
            }
        }
        return $target;
    }

    public function has(Directive $directive): bool
    {
        return isset($this->directives[$directive->value]);
    }

    /** Stand-in only: the directives as CSP text, directive => sources, in insertion order. */
    public function toArray(): array
    {
        $result = [];
        foreach ($this->directives as $name => $sources) {
            $result[$name] = array_map(static fn (SourceInterface $source): string => match (true) {
                $source instanceof SourceKeyword => "'" . $source->value . "'",
                $source instanceof SourceScheme => $source->value . ':',
                default => (string)$source,
            }, $sources);
        }
        return $result;
    }

    private function append(Directive $directive, SourceInterface ...$sources): self
    {
        $target = clone $this;
        $list = $target->directives[$directive->value] ?? [];
        foreach ($sources as $source) {
            if (!in_array($source, $list, false)) {
                $list[] = $source;
            }
        }
        $target->directives[$directive->value] = $list;
        return $target;
    }
}
