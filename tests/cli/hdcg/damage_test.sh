#!/usr/bin/env bash
# tableref-cli hdcg damage: the book's example, exact numbers, rule options, exit codes.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# run NAME JSON: writes the input, runs the CLI, leaves stdout in $out and the exit code in $code.
run() {
  printf '%s' "$2" > "$dir/$1.json"
  out=$("$cli" --lang en hdcg damage "$dir/$1.json" 2>"$dir/$1.err"); code=$?
}
# field EXPR: evaluates a Python expression over the parsed output `o`.
field() { python3 -c "import json,sys; o=json.loads(sys.argv[1]); print($1)" "$out"; }
expect() { # NAME EXPR EXPECTED
  local got; got=$(field "$2")
  [ "$got" = "$3" ] || fail "$1: $2 = $got, expected $3 (output: $out)"
}

assassin_target='"target": {"hp": 500, "max_hp": 500, "defence": 1.5, "hand_divisor": 100, "modifiers": []}'
hammer_source='"source": {"attack": 1.2, "modifiers": [{"op": "mul", "value": 1.2, "source": "大锤"}]}'

# The book: 100 -> x1.44 = 144 -> x1.5 = 216 -> HP 500 -> 284.
run book "{\"rules\": {}, $hammer_source, $assassin_target, \"amount\": 100, \"direct\": false}"
[ $code -eq 0 ] || fail "book exits $code: $(cat "$dir/book.err")"
expect book "[s['step'] for s in o['steps']]" "['compute', 'deal', 'receive', 'lose_hp']"
expect book "[s['value'] for s in o['steps']]" "['100', '144', '216', '216']"
expect book "o['steps'][1]['multiplier']" "1.44"
expect book "o['damage']" "216"
expect book "o['hp_after']" "284"
expect book "o['hand_limit_after']" "3"
expect book "o['rules']" "{'defence_applies': 'multiply', 'hp_rounding': 'half_up', 'rounding_applies_to': 'damage'}"

# With the target's hand size given, the discard the limit will demand: 7 - 3 = 4.
run hand "{$hammer_source, \"target\": {\"hp\": 500, \"defence\": 1.5, \"hand_divisor\": 100, \"hand\": 7}, \"amount\": 100}"
expect hand "o['discard_after']" "4"
run hand2 "{$hammer_source, \"target\": {\"hp\": 500, \"defence\": 1.5, \"hand_divisor\": 100, \"hand\": 2}, \"amount\": 100}"
expect hand2 "o['discard_after']" "0"

# The same with every number as a decimal string.
run strings "{$hammer_source, \"target\": {\"hp\": \"500\", \"max_hp\": \"500\", \"defence\": \"1.5\", \"hand_divisor\": \"100\"}, \"amount\": \"100\"}"
[ $code -eq 0 ] || fail "strings exits $code"
expect strings "o['hp_after']" "284"

# Exact: 1.2 x 1.5 = 1.8 (binary floating point gives 1.7999999999999998).
run exact '{"rules": {"hp_rounding": "none"}, "source": {"attack": 1.2}, "target": {"hp": 10, "defence": 1.5, "hand_divisor": 3}, "amount": 1}'
expect exact "o['damage']" "1.8"
expect exact "o['hp_after']" "8.2"
expect exact "o['hand_limit_after']" "3"
# Numbers are never read through a double: 20 significant digits survive.
run digits '{"rules": {"hp_rounding": "none"}, "target": {"hp": 100000000000000000000, "hand_divisor": 1}, "amount": 0.10000000000000000001, "direct": true}'
expect digits "o['hp_after']" "99999999999999999999.89999999999999999999"

# A weapon multiplies only from the main weapon slot.
slotted='{"op": "mul", "value": 1.2, "source": "大锤", "slot": "main_weapon"}'
run inslot "{\"source\": {\"attack\": 1.2, \"main_weapon\": \"大锤\", \"modifiers\": [$slotted]}, $assassin_target, \"amount\": 100}"
expect inslot "o['hp_after']" "284"
run outslot "{\"source\": {\"attack\": 1.2, \"modifiers\": [$slotted]}, $assassin_target, \"amount\": 100}"
expect outslot "o['steps'][1]['multiplier']" "1.2"
expect outslot "o['steps'][1]['fold']['steps'][0]['active']" "False"
expect outslot "o['hp_after']" "320"

# Multiply before add: attack 1.2, +0.3 listed before x1.2 -> 1.74.
run order '{"rules": {"hp_rounding": "none"}, "source": {"attack": 1.2, "modifiers": [{"op": "add", "value": 0.3}, {"op": "mul", "value": 1.2}]}, "target": {"hp": 500, "defence": 1, "hand_divisor": 100}, "amount": 100}'
expect order "o['steps'][1]['multiplier']" "1.74"
expect order "o['damage']" "174"

# Each rounding mode rounds the damage, then subtracts it: 12.5 half up costs 13 HP.
for mode_amount_damage_hp in "none 216.5 216.5 283.5" "half_up 12.5 13 487" "half_up 216.4 216 284" \
    "floor 216.9 216 284" "ceil 216.1 217 283"; do
  set -- $mode_amount_damage_hp
  run "round_$1" "{\"rules\": {\"hp_rounding\": \"$1\"}, \"target\": {\"hp\": 500, \"hand_divisor\": 100}, \"amount\": $2, \"direct\": true}"
  [ $code -eq 0 ] || fail "rounding $1 exits $code"
  expect "round_$1_$2" "o['damage']" "$3"
  expect "round_$1_$2" "o['hp_after']" "$4"
  # The breakdown shows the exact damage and the damage rounded.
  expect "round_$1_$2" "(o['steps'][-1]['input'], o['steps'][-1]['value'])" "('$2', '$3')"
done
# The meaning of sessions before issue #18, on request: the HP left is rounded (500 - 12.5 -> 488).
run hp_left '{"rules": {"rounding_applies_to": "hp_left"}, "target": {"hp": 500, "hand_divisor": 100}, "amount": 12.5, "direct": true}'
expect hp_left "o['hp_after']" "488"
expect hp_left "o['damage']" "12"
run bad_applies '{"rules": {"rounding_applies_to": "hp"}, "target": {"hp": 500, "hand_divisor": 100}, "amount": 1}'
[ $code -eq 2 ] || fail "rounding_applies_to hp exits $code"

# defence_applies = divide: 144 / 1.5 = 96.
run divide "{\"rules\": {\"defence_applies\": \"divide\"}, $hammer_source, $assassin_target, \"amount\": 100}"
expect divide "o['steps'][2]['value']" "96"
expect divide "o['hp_after']" "404"
expect divide "o['steps'][2]['applies']" "divide"

# Direct damage skips compute, deal and receive.
run direct "{$hammer_source, $assassin_target, \"amount\": 100, \"direct\": true}"
expect direct "[s['step'] for s in o['steps']]" "['lose_hp']"
expect direct "o['hp_after']" "400"
expect direct "o['hand_limit_after']" "4"

# Lethal: HP below 0, hand limit 0.
run lethal "{$hammer_source, $assassin_target, \"amount\": 300}"
expect lethal "o['hp_after']" "-148"
expect lethal "o['hand_limit_after']" "0"
expect lethal "o['out']" "True"

# Usage errors exit 2: unknown rule key or value, unknown key, malformed JSON, missing file.
run badkey "{\"rules\": {\"defense_applies\": \"divide\"}, $assassin_target, \"amount\": 1}"
[ $code -eq 2 ] || fail "unknown rule key exits $code"
grep -q 'defense_applies' "$dir/badkey.err" || fail "unknown rule key message: $(cat "$dir/badkey.err")"
run badvalue "{\"rules\": {\"hp_rounding\": \"round\"}, $assassin_target, \"amount\": 1}"
[ $code -eq 2 ] || fail "unknown rule value exits $code"
run badop "{\"source\": {\"attack\": 1, \"modifiers\": [{\"op\": \"pow\", \"value\": 2}]}, $assassin_target, \"amount\": 1}"
[ $code -eq 2 ] || fail "unknown op exits $code"
run topkey "{$assassin_target, \"amount\": 1, \"amout\": 2}"
[ $code -eq 2 ] || fail "unknown top-level key exits $code"
run notjson '{"target": '
[ $code -eq 2 ] || fail "malformed JSON exits $code"
run dupkey "{$assassin_target, \"amount\": 1, \"amount\": 2}"
[ $code -eq 2 ] || fail "duplicate key exits $code"
run badnum "{$assassin_target, \"amount\": \"1,5\"}"
[ $code -eq 2 ] || fail "bad decimal string exits $code"
run nostring "{$assassin_target, \"amount\": true}"
[ $code -eq 2 ] || fail "boolean amount exits $code"
"$cli" hdcg damage "$dir/no-such-file.json" 2>/dev/null; [ $? -eq 2 ] || fail "missing file exits 2"
"$cli" hdcg damage 2>/dev/null; [ $? -eq 2 ] || fail "no file exits 2"
"$cli" hdcg 2>/dev/null; [ $? -eq 2 ] || fail "no subcommand exits 2"

# Rule problems exit 1 with the reason.
run abovemax '{"target": {"hp": 600, "max_hp": 500, "hand_divisor": 100}, "amount": 1}'
[ $code -eq 1 ] || fail "HP above max exits $code"
expect abovemax "o['violations'][0]['reason']" "hdcg.hp_above_max"
run divzero '{"target": {"hp": 500, "hand_divisor": 100}, "amount": 1, "amount_modifiers": [{"op": "div", "value": 0}]}'
[ $code -eq 1 ] || fail "division by zero exits $code"
run negative '{"target": {"hp": 500, "hand_divisor": 100}, "amount": -5}'
[ $code -eq 1 ] || fail "negative amount exits $code"
grep -q -- '-5' "$dir/negative.err" || fail "negative amount message: $(cat "$dir/negative.err")"
run divisor0 '{"target": {"hp": 500, "hand_divisor": 0}, "amount": 5}'
[ $code -eq 1 ] || fail "divisor 0 exits $code"
echo ok
