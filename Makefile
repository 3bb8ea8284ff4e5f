# Builds a release `hitlab` and installs it with its manual page, shell completions and the
# manual's pages (README.md and docs/, which the lessons cite) in share/doc/hitlab.
#
#   make install PREFIX=~/.local     # or: make && sudo make install  (PREFIX defaults to /usr/local)
#   make uninstall PREFIX=~/.local   # removes what install put there, and the folders it left empty
#
# The binary carries its course, so it runs from any folder. `swift build -c release` alone
# still builds it; this adds the manual page (swift-argument-parser's generate-manual plugin,
# from the same definitions as `hitlab --help`) and the completion scripts
# (`hitlab --generate-completion-script bash|zsh|fish`). DESTDIR is honoured for packaging.

PREFIX ?= /usr/local
DESTDIR ?=
ROOT := $(DESTDIR)$(PREFIX)

# Where each file goes, relative to PREFIX.
BIN_FILE := bin/hitlab
MAN_FILE := share/man/man1/hitlab.1
BASH_FILE := share/bash-completion/completions/hitlab
ZSH_FILE := share/zsh/site-functions/_hitlab
FISH_FILE := share/fish/vendor_completions.d/hitlab.fish
DOC_DIR := share/doc/hitlab
# The README and docs/ keep their places under DOC_DIR, so the README's links still work.
DOC_FILES := README.md $(wildcard docs/*.md docs/*.png)
INSTALLED := $(BIN_FILE) $(MAN_FILE) $(BASH_FILE) $(ZSH_FILE) $(FISH_FILE) $(addprefix $(DOC_DIR)/,$(DOC_FILES))
# The folders install may have made, deepest first; uninstall removes those left empty.
FOLDERS := share/man/man1 share/man share/bash-completion/completions share/bash-completion \
	share/zsh/site-functions share/zsh share/fish/vendor_completions.d share/fish \
	$(DOC_DIR)/docs $(DOC_DIR) share/doc share bin

STAGE := .build/install

.PHONY: all build install uninstall course course-check screenshot

all: build

# The release binary, its manual page and completions, staged in .build/install.
build:
	swift package generate-manual
	swift build -c release --product hitlab
	rm -rf $(STAGE)
	mkdir -p $(STAGE)
	cp "$$(swift build -c release --show-bin-path)/hitlab" $(STAGE)/hitlab
	cp .build/plugins/GenerateManual/outputs/hitlab/hitlab.1 $(STAGE)/hitlab.1
	$(STAGE)/hitlab --generate-completion-script bash > $(STAGE)/hitlab.bash
	$(STAGE)/hitlab --generate-completion-script zsh > $(STAGE)/_hitlab
	$(STAGE)/hitlab --generate-completion-script fish > $(STAGE)/hitlab.fish

install: build
	install -d "$(ROOT)/bin" "$(ROOT)/share/man/man1" "$(ROOT)/share/bash-completion/completions" \
		"$(ROOT)/share/zsh/site-functions" "$(ROOT)/share/fish/vendor_completions.d" "$(ROOT)/$(DOC_DIR)/docs"
	install -m 755 $(STAGE)/hitlab "$(ROOT)/$(BIN_FILE)"
	install -m 644 $(STAGE)/hitlab.1 "$(ROOT)/$(MAN_FILE)"
	install -m 644 $(STAGE)/hitlab.bash "$(ROOT)/$(BASH_FILE)"
	install -m 644 $(STAGE)/_hitlab "$(ROOT)/$(ZSH_FILE)"
	install -m 644 $(STAGE)/hitlab.fish "$(ROOT)/$(FISH_FILE)"
	for f in $(DOC_FILES); do install -m 644 "$$f" "$(ROOT)/$(DOC_DIR)/$$f"; done
	@echo "installed hitlab $$($(ROOT)/$(BIN_FILE) --version) in $(ROOT)"

uninstall:
	rm -f $(foreach f,$(INSTALLED),"$(ROOT)/$(f)")
	@for d in $(FOLDERS); do rmdir "$(ROOT)/$$d" 2>/dev/null || true; done
	@echo "removed hitlab from $(ROOT)"

# The course the binary carries (Sources/HitLabCourse/CourseFiles.swift, generated): write it
# again after changing lessons/ or transcripts/; course-check fails in seconds if it is stale.
course:
	swift scripts/embed-course.swift

course-check:
	swift scripts/embed-course.swift --check

# docs/trace-page.png, the trace page docs/learner.md shows: the README tour's tap stopped in
# YellowView's hitTest after `finish`, written by `trace --html` and photographed by headless
# Chromium at 1200×800. Make it again when the page or the tour changes.
SHOT := $(CURDIR)/.build/screenshot
screenshot:
	swift build --product hitlab
	mkdir -p $(SHOT)
	printf 'break pointInside YellowView\ntap 180 270\nfinish\ntrace --html $(SHOT)/trace-page.html --force\n' > $(SHOT)/tour.hitlab
	"$$(swift build --show-bin-path)/hitlab" run $(SHOT)/tour.hitlab > /dev/null
	chromium --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir=$(SHOT)/profile --hide-scrollbars \
		--window-size=1200,800 --screenshot=$(CURDIR)/docs/trace-page.png file://$(SHOT)/trace-page.html
