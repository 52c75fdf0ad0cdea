#!/usr/bin/env bash
# `npm run test:php`: the extension's PHP unit tests (Tests/Unit) on Debian's php-cli and phpunit.
# Missing tools fail the run, naming the packages: the PHP tests are never skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v php >/dev/null || missing+=(php-cli)
command -v phpunit >/dev/null || missing+=(phpunit)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "test:php: ${missing[*]} missing; the PHP tests need PHP and PHPUnit from Debian:" >&2
  echo "  apt-get install php-cli phpunit   (bash .ci/run installs them)" >&2
  exit 1
fi
for extension in dom json simplexml; do
  if ! php -r "exit(extension_loaded('$extension') ? 0 : 1);"; then
    echo "test:php: the PHP extension '$extension' is missing: apt-get install php-xml php-cli" >&2
    exit 1
  fi
done

exec phpunit --configuration phpunit.xml.dist "$@"
