<?php

declare(strict_types=1);

// Stand-in (tests only): the one method of PSR-7's ServerRequestInterface the extension calls.

namespace Psr\Http\Message;

interface ServerRequestInterface
{
    /** @return mixed */
    public function getAttribute(string $name, $default = null);
}
