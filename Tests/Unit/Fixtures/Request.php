<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Tests\Unit\Fixtures;

use Psr\Http\Message\ServerRequestInterface;

/** A frontend request with the attributes a test gives (`site`, `language`). */
final class Request implements ServerRequestInterface
{
    /** @param array<string, mixed> $attributes */
    public function __construct(private readonly array $attributes = [])
    {
    }

    public function getAttribute(string $name, $default = null)
    {
        return $this->attributes[$name] ?? $default;
    }
}
