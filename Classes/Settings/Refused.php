<?php

declare(strict_types=1);

namespace Example\SiteFrontend\Settings;

/**
 * A value the CMS side does not hand to the bundle, with the reason in words: TypedValue gives one
 * for a number JSON cannot carry (an integer beyond what the browser reads exactly, a decimal too
 * large to be finite). It may sit anywhere in a settings array; sf:frameSettings (JsonSafe) leaves
 * the field out, so the widget's default applies, and reports it on the settings script, where the
 * bundle logs one console error naming the element and the field.
 *
 * A processor that refuses something of its own (a bad line of a text field) lists it under the
 * settings key KEY as `[['field' => …, 'why' => …], …]`; the view helper moves that list into the
 * same report and never writes the key into the JSON.
 */
final class Refused
{
    /** The settings key under which a processor lists its own refusals; never part of the JSON. */
    public const KEY = '@refused';

    public function __construct(public readonly string $why)
    {
    }
}
