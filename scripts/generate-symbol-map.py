#!/usr/bin/env python3
"""Writes Sources/Designable/UIKit/Assets/SystemSymbolMap.swift: the SF Symbols names apps use
most, each mapped to the Material Icons glyph that draws its stand-in.

The codepoints come from Debian's fonts-material-design-icons-iconfont (Apache-2.0), whose
_variables.scss names each glyph: `apt-get install fonts-material-design-icons-iconfont`.
The mapping below is ours: which Material icon looks most like each SF Symbol.
"""
import pathlib
import re
import sys

SCSS = pathlib.Path("/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss")
OUT = pathlib.Path(__file__).resolve().parent.parent / "Sources/Designable/UIKit/Assets/SystemSymbolMap.swift"

MAPPING = """
checkmark check
checkmark.circle check_circle_outline
checkmark.circle.fill check_circle
checkmark.square check_box
checkmark.square.fill check_box
checkmark.seal.fill verified
xmark close
xmark.circle highlight_off
xmark.circle.fill cancel
xmark.octagon.fill report
xmark.bin delete_outline
plus add
plus.circle add_circle_outline
plus.circle.fill add_circle
plus.square add_box
plus.square.fill add_box
plus.magnifyingglass zoom_in
minus remove
minus.circle remove_circle_outline
minus.circle.fill remove_circle
minus.magnifyingglass zoom_out
multiply close
chevron.right chevron_right
chevron.left chevron_left
chevron.forward chevron_right
chevron.backward chevron_left
chevron.up expand_less
chevron.down expand_more
chevron.right.circle arrow_circle_right
chevron.left.circle arrow_circle_left
arrow.right arrow_forward
arrow.left arrow_back
arrow.forward arrow_forward
arrow.backward arrow_back
arrow.up arrow_upward
arrow.down arrow_downward
arrow.up.circle arrow_circle_up
arrow.down.circle arrow_circle_down
arrow.up.right north_east
arrow.up.right.square open_in_new
arrow.clockwise refresh
arrow.counterclockwise replay
arrow.triangle.2.circlepath sync
arrow.2.circlepath sync
arrow.up.arrow.down swap_vert
arrow.left.arrow.right swap_horiz
arrow.uturn.left undo
arrow.uturn.backward undo
arrow.uturn.right redo
arrow.uturn.forward redo
arrow.down.to.line file_download
arrow.up.to.line file_upload
arrow.up.and.down.and.arrow.left.and.right open_with
arrow.up.left.and.arrow.down.right fullscreen
arrow.down.right.and.arrow.up.left fullscreen_exit
square.and.arrow.up ios_share
square.and.arrow.down file_download
square.and.pencil edit_note
pencil edit
pencil.circle edit
trash delete_outline
trash.fill delete
heart favorite_border
heart.fill favorite
star star_border
star.fill star
star.leadinghalf.filled star_half
bookmark bookmark_border
bookmark.fill bookmark
bell notifications_none
bell.fill notifications
bell.slash notifications_off
gear settings
gearshape settings
gearshape.fill settings
magnifyingglass search
person person_outline
person.fill person
person.circle account_circle
person.circle.fill account_circle
person.crop.circle account_circle
person.crop.circle.fill account_circle
person.2 people_outline
person.2.fill people
person.3 groups
person.badge.plus person_add
house home
house.fill home
envelope mail_outline
envelope.fill mail
phone phone
phone.fill phone
message chat_bubble_outline
message.fill chat_bubble
bubble.left chat_bubble_outline
bubble.left.fill chat_bubble
bubble.right chat_bubble_outline
bubble.right.fill chat_bubble
bubble.left.and.bubble.right forum
paperplane send
paperplane.fill send
camera photo_camera
camera.fill photo_camera
photo image
photo.fill image
photo.on.rectangle collections
video videocam
video.fill videocam
play play_arrow
play.fill play_arrow
play.circle play_circle_outline
play.circle.fill play_circle_filled
pause pause
pause.fill pause
pause.circle pause_circle_outline
pause.circle.fill pause_circle_filled
stop stop
stop.fill stop
forward.fill fast_forward
backward.fill fast_rewind
forward.end.fill skip_next
backward.end.fill skip_previous
shuffle shuffle
repeat repeat
speaker.wave.2 volume_up
speaker.wave.2.fill volume_up
speaker.wave.3.fill volume_up
speaker.fill volume_mute
speaker.slash volume_off
speaker.slash.fill volume_off
mic mic_none
mic.fill mic
mic.slash mic_off
lock lock_outline
lock.fill lock
lock.open lock_open
lock.open.fill lock_open
lock.shield security
eye visibility
eye.fill visibility
eye.slash visibility_off
eye.slash.fill visibility_off
info.circle info_outline
info.circle.fill info
info info_outline
exclamationmark.triangle warning_amber
exclamationmark.triangle.fill warning
exclamationmark.circle error_outline
exclamationmark.circle.fill error
exclamationmark.octagon report
questionmark.circle help_outline
questionmark.circle.fill help
ellipsis more_horiz
ellipsis.circle more_horiz
ellipsis.vertical more_vert
line.3.horizontal menu
line.horizontal.3 menu
line.3.horizontal.decrease filter_list
line.horizontal.3.decrease filter_list
line.3.horizontal.decrease.circle filter_list
list.bullet list
list.dash list
list.number format_list_numbered
slider.horizontal.3 tune
square.grid.2x2 grid_view
square.grid.2x2.fill grid_view
rectangle.grid.2x2 grid_view
calendar calendar_today
clock access_time
clock.fill watch_later
alarm alarm
timer timer
stopwatch timer
hourglass hourglass_empty
location near_me
location.fill near_me
mappin place
mappin.circle place
mappin.and.ellipse place
map map
map.fill map
cart shopping_cart
cart.fill shopping_cart
cart.badge.plus add_shopping_cart
bag shopping_bag
bag.fill shopping_bag
creditcard credit_card
creditcard.fill credit_card
gift card_giftcard
gift.fill card_giftcard
globe public
link link
paperclip attach_file
doc description
doc.fill description
doc.text description
doc.text.fill description
doc.on.doc content_copy
doc.on.clipboard content_paste
scissors content_cut
folder folder_open
folder.fill folder
tray inbox
tray.fill inbox
archivebox archive
cloud cloud_queue
cloud.fill cloud
icloud cloud_queue
sun.max wb_sunny
sun.max.fill wb_sunny
moon dark_mode
moon.fill dark_mode
bolt flash_on
bolt.fill flash_on
wifi wifi
battery.100 battery_full
flag outlined_flag
flag.fill flag
tag local_offer
tag.fill local_offer
hand.thumbsup thumb_up_off_alt
hand.thumbsup.fill thumb_up
hand.thumbsdown thumb_down_off_alt
hand.thumbsdown.fill thumb_down
circle radio_button_unchecked
circle.fill circle
largecircle.fill.circle radio_button_checked
record.circle radio_button_checked
square check_box_outline_blank
qrcode qr_code
qrcode.viewfinder qr_code_scanner
printer print
keyboard keyboard
wand.and.stars auto_fix_high
sparkles auto_awesome
flame whatshot
flame.fill whatshot
power power_settings_new
rectangle.portrait.and.arrow.right logout
faceid face
airplane flight
car directions_car
car.fill directions_car
bicycle directions_bike
figure.walk directions_walk
music.note music_note
film movie
tv tv
gamecontroller sports_esports
book menu_book
book.fill menu_book
newspaper article
chart.bar bar_chart
chart.bar.fill bar_chart
chart.pie pie_chart
chart.pie.fill pie_chart
dollarsign.circle monetization_on
dollarsign.circle.fill monetization_on
trophy emoji_events
trophy.fill emoji_events
key vpn_key
key.fill vpn_key
shield shield
shield.fill shield
textformat text_fields
bold format_bold
italic format_italic
underline format_underlined
text.alignleft format_align_left
text.aligncenter format_align_center
text.alignright format_align_right
pin push_pin
pin.fill push_pin
bookmark.circle bookmark
house.circle home
square.stack layers
square.stack.3d.up layers
cube view_in_ar
lightbulb lightbulb_outline
lightbulb.fill lightbulb
brain psychology
leaf eco
leaf.fill eco
pawprint pets
pawprint.fill pets
wrench build
wrench.fill build
hammer handyman
paintbrush brush
paintbrush.fill brush
paintpalette palette
eyedropper colorize
crop crop
rotate.right rotate_right
rotate.left rotate_left
checklist checklist
note.text sticky_note_2
headphones headphones
antenna.radiowaves.left.and.right sensors
network lan
desktopcomputer desktop_windows
laptopcomputer laptop
iphone smartphone
ipad tablet
applewatch watch
house.and.flag home_work
building.2 business
building.columns account_balance
cross.case medical_services
heart.text.square monitor_heart
staroflife emergency
bandage healing
pills medication
thermometer thermostat
drop water_drop
drop.fill water_drop
snowflake ac_unit
umbrella beach_access
tortoise slow_motion_video
hare speed
speedometer speed
gauge speed
target gps_fixed
scope gps_fixed
location.north navigation
safari explore
ticket confirmation_number
barcode qr_code_2
signature draw
hand.raised pan_tool
hand.tap touch_app
hand.point.up.left touch_app
""".strip()


def main() -> int:
    if not SCSS.exists():
        print(f"{SCSS} is missing: apt-get install fonts-material-design-icons-iconfont", file=sys.stderr)
        return 1
    codepoints = dict(re.findall(r'^\s*"?([a-z0-9_]+)"?\s*:\s*([0-9a-f]+)', SCSS.read_text(), re.M))
    rows, missing = [], []
    for line in MAPPING.splitlines():
        sf, material = line.split()
        if material not in codepoints:
            missing.append(f"{sf} -> {material}")
            continue
        rows.append(f'        "{sf}": 0x{codepoints[material].upper()},  // {material}')
    if missing:
        print("no Material glyph for: " + ", ".join(missing), file=sys.stderr)
    body = "\n".join(rows)
    OUT.write_text(f"""// Written by scripts/generate-symbol-map.py; do not edit by hand.

/// SF Symbols names apps use most, each with the Material Icons glyph (a codepoint of
/// `MaterialIcons-Regular.ttf`, Apache-2.0) that draws its stand-in.
enum SystemSymbolMap {{
    static let codepoints: [String: UInt32] = [
{body}
    ]
}}
""")
    print(f"{len(rows)} symbols mapped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
