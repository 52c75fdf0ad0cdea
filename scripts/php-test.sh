#!/usr/bin/env bash
# `npm run test:php`: the extension's PHP unit tests (Tests/Unit). The suite still runs once, on the
# stand-ins of Tests/Unit/Fixtures/Framework/. Before it, TYPO3's own classes of 13.4 and 14.3 LTS
# are made ready for the move onto them: from `vendor/` (composer install) where it holds the line,
# otherwise from Build/typo3-sources/typo3-<line>.tar.xz unpacked into .cache/typo3/<line>/, and
# each line's loader (Tests/typo3-autoload.php) must load ContentObjectRenderer and Fluid's view.
# Missing tools fail the run, naming the packages: the PHP tests are never skipped. Extra arguments
# go to phpunit (e.g. --filter SitePolicy).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v php >/dev/null || missing+=(php-cli)
command -v phpunit >/dev/null || missing+=(phpunit)
command -v tar >/dev/null || missing+=(tar)
command -v xz >/dev/null || missing+=(xz-utils)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "test:php: ${missing[*]} missing; the PHP tests need PHP and PHPUnit from Debian:" >&2
  echo "  apt-get install php-cli php-xml php-intl php-mbstring phpunit xz-utils   (bash .ci/run installs them)" >&2
  exit 1
fi
for extension in dom json simplexml intl mbstring; do
  if ! php -r "exit(extension_loaded('$extension') ? 0 : 1);"; then
    echo "test:php: the PHP extension '$extension' is missing: apt-get install php-xml php-intl php-mbstring" >&2
    exit 1
  fi
done

lines=(${SF_TYPO3_LINES:-13.4 14.3})
composer_line=""
if [ -f vendor/typo3/cms-core/composer.json ]; then
  composer_line=$(php -r '$v = json_decode(file_get_contents("vendor/composer/installed.json"), true); foreach (($v["packages"] ?? $v) as $p) { if ($p["name"] === "typo3/cms-core") { echo preg_replace("/^v?(\d+\.\d+).*/", "$1", $p["version"]); } }' 2>/dev/null || true)
fi

for line in "${lines[@]}"; do
  if [ "$line" = "$composer_line" ]; then
    vendor="$PWD/vendor"
  else
    archive="Build/typo3-sources/typo3-$line.tar.xz"
    vendor="$PWD/.cache/typo3/$line/vendor"
    if [ ! -f "$archive" ]; then
      echo "test:php: TYPO3 $line is neither in vendor/ (composer install) nor in $archive" >&2
      exit 1
    fi
    stamp="$PWD/.cache/typo3/$line/.unpacked"
    if [ ! -f "$stamp" ] || [ "$archive" -nt "$stamp" ]; then
      rm -rf "$PWD/.cache/typo3/$line" && mkdir -p "$PWD/.cache/typo3/$line"
      tar -xJf "$archive" -C "$PWD/.cache/typo3/$line"
      touch "$stamp"
    fi
  fi
  SF_TYPO3_LINE="$line" SF_TYPO3_VENDOR="$vendor" php -r '
    $line = require "Tests/typo3-autoload.php";
    foreach ([TYPO3\CMS\Frontend\ContentObject\ContentObjectRenderer::class, TYPO3Fluid\Fluid\View\TemplateView::class] as $class) {
        if (!class_exists($class)) { fwrite(STDERR, "test:php: TYPO3 $line lacks $class\n"); exit(1); }
    }
    echo "test:php: TYPO3 $line classes load from ", getenv("SF_TYPO3_VENDOR"), "\n";'
done

exec phpunit --configuration phpunit.xml.dist "$@"
