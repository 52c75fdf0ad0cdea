<?php

declare(strict_types=1);

namespace Example\SiteFrontend\ViewHelpers;

use Example\SiteFrontend\Settings\JsonSafe;
use TYPO3Fluid\Fluid\Core\ViewHelper\AbstractViewHelper;
use TYPO3Fluid\Fluid\Core\ViewHelper\Exception as ViewHelperException;

/**
 * Emits a frame's settings as inline JSON, the one way the bundle reads settings:
 *
 *     <script type="application/json">{"navigation":"main-nav","position":"left"}</script>
 *
 * Where the script goes (the bundle's core/mount.ts reads it from exactly these places):
 *
 * - Attribute hooks (`data-sf-widget="…"`): as a DIRECT child of the frame element. The bundle
 *   looks for `:scope > script[type="application/json"]`, so a script nested deeper (inside a
 *   column, inside a child frame) is not this frame's settings and is ignored. Put it first, before
 *   the frame's visible markup, as the fixtures do.
 * - Or anywhere on the page with an `id`, and the frame names it: `data-sf-settings-id="{id}"`.
 *   A frame whose `data-sf-settings-id` names no element is reported and keeps its CMS markup.
 * - Map blocks (a later issue): the script with the id keyed by the map settings id; pass that id
 *   as `id`. The element ids of a map block (container, forms, fields) are keyed by the same
 *   settings id.
 *
 * `settings` is field => value pairs (a JSON object); a non-empty list is written as a JSON array
 * (the `#sf-places` list of the CMS places). An empty array is written as `{}`.
 *
 * A frame without a script gets `{}`: every field takes its default, and a required field is
 * reported as missing. The bundle validates the JSON with the widget's schema; a bad value is
 * logged once, naming the frame and the field, and that frame keeps its CMS markup. Emit typed
 * values (integers as integers, flags as 0/1): FrameSettingsProcessor does that for FlexForm and
 * TypoScript values, which arrive as strings.
 *
 * Escaping: json_encode() with JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT writes
 * `<`, `>`, `&`, `'` and `"` inside strings as \u003C, \u003E, \u0026, \u0027, \u0022. So no
 * value (an editor's title holding `</script>` or `<!--`) can end the script or open a comment,
 * and the JSON needs no HTML escaping. Without JSON_UNESCAPED_UNICODE every non-ASCII character is
 * a \u escape too (valid JSON, the same string after JSON.parse). fixtures/server/render.ts writes
 * the fixtures' settings the same way (inlineJson()).
 *
 * Values JSON cannot carry (INF, NAN, integers beyond ±(2^53 - 1), Refused values from
 * TypedValue) are left out field by field, text with invalid UTF-8 is written with U+FFFD for each
 * bad byte (Settings/JsonSafe.php); the rest of the settings is written as usual. Each such field,
 * and what a processor refused itself (the settings key Refused::KEY), is reported on the script:
 *
 *     <script type="application/json" id="sf-map-settings-11"
 *             data-sf-refused="[{&quot;field&quot;:&quot;mapSettings.zoom&quot;,&quot;why&quot;:&quot;…&quot;}]">…</script>
 *
 * and the bundle (core/mount.ts, core/cms-reports.ts) logs one console error per entry, naming the
 * frame and the field.
 * An attribute, not a key of the JSON: a list (`#sf-places`) has no room for one, and the JSON
 * stays exactly what the widget's schema reads.
 *
 * CSP: a `type="application/json"` script is a data block: browsers never execute it, so a
 * Content-Security-Policy does not need to allow it and the bundle reads it either way. `nonce` is
 * there for sites whose policy checks or HTML audits want every <script> to carry the request's
 * nonce: `nonce="{f:security.nonce()}"` (TYPO3 12.4+).
 *
 * Usage (namespace declared in the template's <html> tag,
 * xmlns:sf="http://typo3.org/ns/Example/SiteFrontend/ViewHelpers"):
 *
 *     <div class="site-header__burger" id="c3" data-sf-widget="mobile-menu">
 *       <sf:frameSettings settings="{mobileMenuSettings}" />
 *       <a class="burger" href="#main-nav">…</a>
 *     </div>
 *
 *     <div class="…" id="c12" data-sf-widget="…" data-sf-settings-id="c12-settings">…</div>
 *     <sf:frameSettings settings="{settings}" id="c12-settings" nonce="{f:security.nonce()}" />
 */
final class FrameSettingsViewHelper extends AbstractViewHelper
{
    /** The output is HTML built here; each value in it is escaped below. */
    protected $escapeOutput = false;

    private const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_THROW_ON_ERROR;

    public function initializeArguments(): void
    {
        $this->registerArgument(
            'settings',
            'array',
            'The frame settings as field => value, typed as the widget schema expects (see FrameSettingsProcessor); a non-empty list becomes a JSON array. Empty: `{}`.',
            false,
            []
        );
        $this->registerArgument(
            'id',
            'string',
            'Optional id of the script, for a frame that names it with data-sf-settings-id, and for map blocks (the id keyed by the map settings id).',
            false,
            null
        );
        $this->registerArgument(
            'nonce',
            'string',
            'Optional CSP nonce of the request, e.g. {f:security.nonce()}.',
            false,
            null
        );
    }

    public function render(): string
    {
        $settings = $this->arguments['settings'] ?? [];
        // Fluid passes arguments on uncast: id="{data.uid}" arrives as an int.
        $id = self::text($this->arguments['id'] ?? null);
        $nonce = self::text($this->arguments['nonce'] ?? null);

        [$settings, $refused] = JsonSafe::clean(is_array($settings) ? $settings : []);
        try {
            // An empty PHP array would encode as `[]`; the bundle expects an object.
            $json = json_encode($settings === [] ? new \stdClass() : $settings, self::JSON_FLAGS);
            $report = $refused === [] ? null : json_encode($refused, self::JSON_FLAGS);
        } catch (\JsonException $exception) {
            throw new ViewHelperException(
                sprintf(
                    'sf:frameSettings%s: the settings cannot be encoded as JSON (%s)',
                    $id !== null ? ' #' . $id : '',
                    $exception->getMessage()
                ),
                1732300002,
                $exception
            );
        }

        $attributes = ' type="application/json"';
        if ($id !== null && $id !== '') {
            if (preg_match('/\s/', $id) === 1) {
                throw new ViewHelperException(
                    sprintf('sf:frameSettings: the id "%s" holds whitespace; an HTML id cannot', $id),
                    1732300003
                );
            }
            $attributes .= ' id="' . htmlspecialchars($id, ENT_QUOTES | ENT_HTML5) . '"';
        }
        if ($report !== null) {
            $attributes .= ' data-sf-refused="' . htmlspecialchars($report, ENT_QUOTES | ENT_HTML5) . '"';
        }
        if ($nonce !== null && $nonce !== '') {
            $attributes .= ' nonce="' . htmlspecialchars($nonce, ENT_QUOTES | ENT_HTML5) . '"';
        }

        return '<script' . $attributes . '>' . $json . '</script>';
    }

    private static function text(mixed $value): ?string
    {
        return is_int($value) || is_float($value) || is_string($value) ? (string)$value : null;
    }
}
